ALTER TABLE "products" ALTER COLUMN "price_usd" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_khr" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "cost_usd" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "discounts" ALTER COLUMN "value" SET DATA TYPE bigint;