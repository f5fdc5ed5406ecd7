-- Decision 0049: the VAT rate an order was priced at, so its documents never take today's rate. Existing orders
-- get the shop's current rate (the contract's default, 10 %, when the settings were never saved): what their
-- invoices and UBL already stated.
ALTER TABLE "orders" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT 10 NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "vat_rate" = "settings"."vat_rate" FROM "settings" WHERE "settings"."id" = 1;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_rate" DROP DEFAULT;
