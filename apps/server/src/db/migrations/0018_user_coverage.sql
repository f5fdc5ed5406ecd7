CREATE TABLE "user_health_facilities" (
	"user_id" integer NOT NULL,
	"health_facility_id" integer NOT NULL,
	CONSTRAINT "user_health_facilities_user_id_health_facility_id_pk" PRIMARY KEY("user_id","health_facility_id")
);
--> statement-breakpoint
CREATE TABLE "user_operational_districts" (
	"user_id" integer NOT NULL,
	"operational_district_id" integer NOT NULL,
	CONSTRAINT "user_operational_districts_user_id_operational_district_id_pk" PRIMARY KEY("user_id","operational_district_id")
);
--> statement-breakpoint
ALTER TABLE "user_health_facilities" ADD CONSTRAINT "user_health_facilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_health_facilities" ADD CONSTRAINT "user_health_facilities_health_facility_id_health_facilities_id_fk" FOREIGN KEY ("health_facility_id") REFERENCES "public"."health_facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_operational_districts" ADD CONSTRAINT "user_operational_districts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_operational_districts" ADD CONSTRAINT "user_operational_districts_operational_district_id_operational_districts_id_fk" FOREIGN KEY ("operational_district_id") REFERENCES "public"."operational_districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_health_facilities_facility_idx" ON "user_health_facilities" USING btree ("health_facility_id");--> statement-breakpoint
CREATE INDEX "user_operational_districts_od_idx" ON "user_operational_districts" USING btree ("operational_district_id");