CREATE TABLE "return_taxes" (
	"return_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kh" text,
	"rate_bp" integer NOT NULL,
	"included" boolean NOT NULL,
	"stack_order" integer NOT NULL,
	"base_usd" bigint NOT NULL,
	"amount_usd" bigint NOT NULL,
	"base_khr" bigint NOT NULL,
	"amount_khr" bigint NOT NULL,
	CONSTRAINT "return_taxes_return_id_tax_id_pk" PRIMARY KEY("return_id","tax_id")
);
--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "return_taxes" ADD CONSTRAINT "return_taxes_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_taxes" ADD CONSTRAINT "return_taxes_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_taxes_tax_idx" ON "return_taxes" USING btree ("tax_id");