ALTER TABLE "customers" ADD COLUMN "caminvoice_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name_kh" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address_kh" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "caminvoice_status" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "caminvoice_document_id" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "caminvoice_status" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "caminvoice_document_id" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "address_kh" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "caminvoice_id" text;