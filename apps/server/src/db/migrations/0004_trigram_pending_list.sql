DROP INDEX "products_name_en_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_kh_trgm_idx";--> statement-breakpoint
DROP INDEX "products_sku_trgm_idx";--> statement-breakpoint
DROP INDEX "products_barcode_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_name_en_trgm_idx" ON "products" USING gin ("name_en" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "products_name_kh_trgm_idx" ON "products" USING gin ("name_kh" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "products_barcode_trgm_idx" ON "products" USING gin ("barcode" gin_trgm_ops) WITH (gin_pending_list_limit=64);