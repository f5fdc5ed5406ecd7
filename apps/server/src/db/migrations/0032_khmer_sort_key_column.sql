DROP INDEX "products_name_kh_sort_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_kh_sort_key" "bytea" GENERATED ALWAYS AS (khmer_sort_key(name_kh)) STORED;--> statement-breakpoint
CREATE INDEX "products_name_kh_sort_idx" ON "products" USING btree ("name_kh_sort_key","name_en","id");