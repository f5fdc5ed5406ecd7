DROP INDEX "orders_number_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_number_unique" ON "orders" USING btree ("store_id","number");