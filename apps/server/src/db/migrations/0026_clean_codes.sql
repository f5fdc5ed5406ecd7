-- Codes are stored with ASCII digits and without invisible marks (decision 0033); the contract cleans new ones.
-- A unique code whose clean form another row already has (or two rows share) stays as it is: the shop fixes
-- it by hand rather than losing a record to a collision.
CREATE OR REPLACE FUNCTION pg_temp.clean_code(code text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT translate(code, E'\u17e0\u17e1\u17e2\u17e3\u17e4\u17e5\u17e6\u17e7\u17e8\u17e9\u200b\u200c\u200d\u2060\ufeff', '0123456789')
$$;--> statement-breakpoint
UPDATE "brands" AS r SET "code" = pg_temp.clean_code(r."code")
WHERE r."code" <> pg_temp.clean_code(r."code")
  AND NOT EXISTS (SELECT 1 FROM "brands" o WHERE o."code" = pg_temp.clean_code(r."code"))
  AND r.id = (SELECT min(s.id) FROM "brands" s WHERE pg_temp.clean_code(s."code") = pg_temp.clean_code(r."code"));--> statement-breakpoint
UPDATE "categories" AS r SET "code" = pg_temp.clean_code(r."code")
WHERE r."code" <> pg_temp.clean_code(r."code")
  AND NOT EXISTS (SELECT 1 FROM "categories" o WHERE o."code" = pg_temp.clean_code(r."code"))
  AND r.id = (SELECT min(s.id) FROM "categories" s WHERE pg_temp.clean_code(s."code") = pg_temp.clean_code(r."code"));--> statement-breakpoint
UPDATE "sub_categories" AS r SET "code" = pg_temp.clean_code(r."code")
WHERE r."code" <> pg_temp.clean_code(r."code")
  AND NOT EXISTS (SELECT 1 FROM "sub_categories" o WHERE o."code" = pg_temp.clean_code(r."code"))
  AND r.id = (SELECT min(s.id) FROM "sub_categories" s WHERE pg_temp.clean_code(s."code") = pg_temp.clean_code(r."code"));--> statement-breakpoint
UPDATE "units" AS r SET "code" = pg_temp.clean_code(r."code")
WHERE r."code" <> pg_temp.clean_code(r."code")
  AND NOT EXISTS (SELECT 1 FROM "units" o WHERE o."code" = pg_temp.clean_code(r."code"))
  AND r.id = (SELECT min(s.id) FROM "units" s WHERE pg_temp.clean_code(s."code") = pg_temp.clean_code(r."code"));--> statement-breakpoint
UPDATE "stores" AS r SET "code" = pg_temp.clean_code(r."code")
WHERE r."code" <> pg_temp.clean_code(r."code")
  AND NOT EXISTS (SELECT 1 FROM "stores" o WHERE o."code" = pg_temp.clean_code(r."code"))
  AND r.id = (SELECT min(s.id) FROM "stores" s WHERE pg_temp.clean_code(s."code") = pg_temp.clean_code(r."code"));--> statement-breakpoint
UPDATE "products" AS r SET "sku" = pg_temp.clean_code(r."sku")
WHERE r."sku" <> pg_temp.clean_code(r."sku")
  AND NOT EXISTS (SELECT 1 FROM "products" o WHERE o."sku" = pg_temp.clean_code(r."sku"))
  AND r.id = (SELECT min(s.id) FROM "products" s WHERE pg_temp.clean_code(s."sku") = pg_temp.clean_code(r."sku"));--> statement-breakpoint
UPDATE "products" AS r SET "barcode" = pg_temp.clean_code(r."barcode")
WHERE r."barcode" <> pg_temp.clean_code(r."barcode")
  AND NOT EXISTS (SELECT 1 FROM "products" o WHERE o."barcode" = pg_temp.clean_code(r."barcode"))
  AND r.id = (SELECT min(s.id) FROM "products" s WHERE pg_temp.clean_code(s."barcode") = pg_temp.clean_code(r."barcode"));--> statement-breakpoint
UPDATE "stores" SET phone = pg_temp.clean_code(phone) WHERE phone <> pg_temp.clean_code(phone);--> statement-breakpoint
UPDATE "customers" SET phone = pg_temp.clean_code(phone) WHERE phone <> pg_temp.clean_code(phone);--> statement-breakpoint
UPDATE "suppliers" SET phone = pg_temp.clean_code(phone) WHERE phone <> pg_temp.clean_code(phone);
--> statement-breakpoint
-- A restore runs the migrations twice in one session (decision 0035): leave no function behind.
DROP FUNCTION pg_temp.clean_code(text);
