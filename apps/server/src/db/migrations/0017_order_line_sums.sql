ALTER TABLE "orders" ADD COLUMN "taxable_usd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exempt_usd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "goods_cost_usd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing orders take the sums of their lines (decision 0024): taxable and exempt amounts, and the cost of
-- goods at each line's stored cost, rounded half up per line as the margin report always counted it.
UPDATE "orders" o SET "taxable_usd" = l.taxable_usd, "exempt_usd" = l.exempt_usd, "goods_cost_usd" = l.goods_cost_usd
FROM (
	SELECT "order_id",
		coalesce(sum("amount_usd") FILTER (WHERE "taxable"), 0) AS taxable_usd,
		coalesce(sum("amount_usd") FILTER (WHERE NOT "taxable"), 0) AS exempt_usd,
		coalesce(sum(round("quantity" * coalesce("unit_cost_usd", 0))), 0) AS goods_cost_usd
	FROM "order_lines" GROUP BY "order_id"
) l
WHERE l."order_id" = o."id";
