-- The ledger is append-only: a mistake is corrected by a new movement, never by changing or removing one.
CREATE FUNCTION stock_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_movements is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_append_only();
