-- Decision 0025. Roles are data (seeding never overwrites them), so upgraded installations get the new rules
-- here, applied as a change to what each role holds rather than a reset: an administrator's own edits stay.
-- The migration runs before seeding, which adds the rest of the catalogue; the new name is added here first.
INSERT INTO "permissions" ("name", "resource", "action")
VALUES ('products.price', 'products', 'price')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- Selling prices get their own right. Every role that could change them until now (it holds products.edit)
-- keeps that power, a shop's own roles included, except the seeded stock keeper role: keepers look after
-- stock, the shelf price is the manager's and the owner's.
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT "held"."role_id", "price"."id"
FROM "role_permissions" AS "held"
JOIN "permissions" AS "edit" ON "edit"."id" = "held"."permission_id" AND "edit"."name" = 'products.edit'
JOIN "roles" ON "roles"."id" = "held"."role_id"
CROSS JOIN "permissions" AS "price"
WHERE "price"."name" = 'products.price' AND "roles"."system_key" IS DISTINCT FROM 'stock_keeper'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Setting the riel rate is the owner's decision (SALES.md): the seeded manager role loses it. The seed gave
-- it, so whether an owner meant a manager to keep it cannot be told apart; the owner grants it back in one
-- click on the roles screen. A shop's own roles that hold it keep it (the rate band still bounds them).
DELETE FROM "role_permissions"
WHERE "role_id" IN (SELECT "id" FROM "roles" WHERE "system_key" = 'manager')
  AND "permission_id" IN (SELECT "id" FROM "permissions" WHERE "name" = 'exchange-rates.create');--> statement-breakpoint
-- Units are countable (whole quantities only) unless divisible. A unit already sold, bought, moved or counted
-- in parts, or named like a measure, stays divisible, so no shop finds its rice by the kilo refused tomorrow.
UPDATE "units" SET "divisible" = true
WHERE lower("code") IN ('kg', 'g', 'gram', 'l', 'ltr', 'litre', 'liter', 'ml', 'm', 'cm', 'meter', 'metre')
  OR "id" IN (
    SELECT "products"."unit_id" FROM "products"
    WHERE "products"."id" IN (SELECT "product_id" FROM "stock_movements" WHERE "quantity" <> trunc("quantity"))
      OR "products"."id" IN (SELECT "product_id" FROM "order_lines" WHERE "quantity" <> trunc("quantity"))
  );
