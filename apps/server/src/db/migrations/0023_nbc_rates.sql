ALTER TABLE "exchange_rates" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "nbc_bid" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "nbc_ask" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "nbc_average" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "nbc_rate_figure" text DEFAULT 'average' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "nbc_feed_url" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_source" CHECK ("exchange_rates"."source" in ('manual', 'nbc'));