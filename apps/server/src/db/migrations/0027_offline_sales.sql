ALTER TABLE "order_lines" ADD COLUMN "list_price_usd" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "till_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offline_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_exception" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_till_offline_number_unique" ON "orders" USING btree ("till_id","offline_number");