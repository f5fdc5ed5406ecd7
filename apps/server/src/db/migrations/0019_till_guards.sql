ALTER TABLE "units" ADD COLUMN "divisible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "exchange_rate_min" numeric(12, 2) DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "exchange_rate_max" numeric(12, 2) DEFAULT 6000 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "max_change_usd" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_locked_at" timestamp with time zone;