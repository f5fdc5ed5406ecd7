CREATE TABLE "category_taxes" (
	"category_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "category_taxes_category_id_tax_id_pk" PRIMARY KEY("category_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "order_taxes" (
	"order_id" integer NOT NULL,
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
	CONSTRAINT "order_taxes_order_id_tax_id_pk" PRIMARY KEY("order_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "product_taxes" (
	"product_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "product_taxes_product_id_tax_id_pk" PRIMARY KEY("product_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kh" text,
	"rate" numeric(5, 2) NOT NULL,
	"included" boolean DEFAULT true NOT NULL,
	"stack_order" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "category_taxes" ADD CONSTRAINT "category_taxes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_taxes" ADD CONSTRAINT "category_taxes_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_taxes" ADD CONSTRAINT "order_taxes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_taxes" ADD CONSTRAINT "order_taxes_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_tax_id_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."taxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_taxes_tax_idx" ON "category_taxes" USING btree ("tax_id");--> statement-breakpoint
CREATE INDEX "order_taxes_tax_idx" ON "order_taxes" USING btree ("tax_id");--> statement-breakpoint
CREATE INDEX "product_taxes_tax_idx" ON "product_taxes" USING btree ("tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_code_unique" ON "taxes" USING btree ("code");--> statement-breakpoint
-- Decision 0044. Seeding adds the new permissions and gives the administrator all of them; an upgraded
-- installation's seeded manager role reads the taxes (as a new one would), defining them stays the owner's.
INSERT INTO "permissions" ("name", "resource", "action")
VALUES ('taxes.list', 'taxes', 'list'), ('taxes.view', 'taxes', 'view')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT "roles"."id", "permissions"."id" FROM "roles" CROSS JOIN "permissions"
WHERE "roles"."system_key" = 'manager' AND "permissions"."name" IN ('taxes.list', 'taxes.view')
ON CONFLICT DO NOTHING;
