-- Decision 0048: the price mode an order was sold in. Prices including VAT make an order's total its lines'
-- amounts; prices without VAT add VAT and the taxes added on top, so an existing order whose total differs
-- from its lines' sum was sold without VAT in its prices. (One sold so with neither VAT nor added taxes reads
-- as including VAT, which credits the same.)
ALTER TABLE "orders" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "prices_include_vat" = false
WHERE "total_usd" <> (SELECT coalesce(sum("amount_usd"), 0) FROM "order_lines" WHERE "order_id" = "orders"."id");--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "prices_include_vat" DROP DEFAULT;
