CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rate" numeric(12, 2) NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"system_title" text NOT NULL,
	"font_family" text NOT NULL,
	"footer_text" text,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"background_color" text NOT NULL,
	"default_color_mode" text NOT NULL,
	"logo_url" text,
	"favicon_url" text,
	"legal_name_kh" text,
	"legal_name_en" text,
	"address" text,
	"phone" text,
	"vat_number" text,
	"receipt_header_kh" text,
	"receipt_header_en" text,
	"receipt_footer_kh" text,
	"receipt_footer_en" text,
	"return_policy_kh" text,
	"return_policy_en" text,
	"vat_rate" numeric(5, 2) NOT NULL,
	"prices_include_vat" boolean NOT NULL,
	"riel_rounding_step" integer NOT NULL,
	"riel_rounding_mode" text NOT NULL,
	"date_format" text NOT NULL,
	"first_weekday" text NOT NULL,
	"expiry_warning_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_effective_idx" ON "exchange_rates" USING btree ("effective_at" DESC NULLS LAST,"id" DESC NULLS LAST);