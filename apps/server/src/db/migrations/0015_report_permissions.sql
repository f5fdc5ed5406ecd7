-- Decision 0024: the reports are split from one `reports` resource into one per area, so an owner can let a
-- manager read the sales reports but not the financial ones. Roles are data (seeding never overwrites them),
-- so the existing roles are rewritten here, and nobody gains or loses access on upgrade:
--   * until now `reports.view` read AND exported every report (the exports checked it), and `reports.generate`
--     guarded nothing; an export now needs its area's `view` and `generate`;
--   * so a role holding `reports.view` gets every area's view and generate, and a role holding
--     `reports.generate` every area's generate (without a view it still exports nothing, as before).
-- The migration runs before seeding, which adds the rest of the catalogue; the new names are added here first.
INSERT INTO "permissions" ("name", "resource", "action")
SELECT "area" || '-reports.' || "action", "area" || '-reports', "action"
FROM unnest(ARRAY['sales', 'inventory', 'financial', 'customer']) AS "area"
CROSS JOIN unnest(ARRAY['view', 'generate']) AS "action"
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT DISTINCT "held"."role_id", "granted"."id"
FROM "role_permissions" AS "held"
JOIN "permissions" AS "old" ON "old"."id" = "held"."permission_id"
JOIN "permissions" AS "granted"
  ON "granted"."resource" IN ('sales-reports', 'inventory-reports', 'financial-reports', 'customer-reports')
  AND ("old"."name" = 'reports.view' OR ("old"."name" = 'reports.generate' AND "granted"."action" = 'generate'))
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Removing the old names removes them from every role too (role_permissions cascades).
DELETE FROM "permissions" WHERE "name" IN ('reports.view', 'reports.generate');
