ALTER TABLE "roles" ADD COLUMN "system_key" text;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_system_key_unique" UNIQUE("system_key");--> statement-breakpoint
-- Installations from before this migration: the seeded roles are known by their seeded names.
UPDATE "roles" SET "system_key" = "name" WHERE "name" IN ('admin', 'manager', 'cashier', 'stock_keeper');--> statement-breakpoint
-- A deleted user holds no role (deleting now removes the memberships; this clears the ones left before).
DELETE FROM "user_roles" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);
