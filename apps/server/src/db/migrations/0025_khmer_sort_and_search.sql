DROP INDEX "products_name_kh_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_name_kh_sort_idx" ON "products" USING btree (khmer_sort_key("name_kh"),"name_en","id");--> statement-breakpoint
CREATE INDEX "customers_name_kh_sort_idx" ON "customers" USING btree (khmer_sort_key("name_kh"),khmer_sort_key("name"),"id");--> statement-breakpoint
CREATE INDEX "products_name_kh_trgm_idx" ON "products" USING gin (translate("name_kh", E'\u200b\u200c\ufeff', '') gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (translate("name", E'\u200b\u200c\ufeff', '') gin_trgm_ops);