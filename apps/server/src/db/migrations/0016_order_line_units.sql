ALTER TABLE "order_lines" ADD COLUMN "unit_en" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unit_kh" text;--> statement-breakpoint
-- Lines sold before units were kept: the product's unit as it is now, the best there is.
UPDATE "order_lines" SET "unit_en" = u."name_en", "unit_kh" = u."name_kh"
FROM "products" p JOIN "units" u ON u."id" = p."unit_id"
WHERE p."id" = "order_lines"."product_id";
