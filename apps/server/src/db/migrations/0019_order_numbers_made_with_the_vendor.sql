-- Decision 0040 (issue 20.1): a vendor's order-number sequence (decision 0033) is made with the vendor,
-- in the transaction that inserts it, and dropped with it. next_order_number() made it on the vendor's
-- first order instead, under an advisory lock; but an advisory lock does not make PostgreSQL read the
-- catalog afresh, so a second first order at the same moment still did not see the sequence the first
-- one had committed and made it again: "relation … already exists", a 500 (8 of 60 first orders).
-- Now no order makes a sequence: taking a number is only nextval, which holds no lock.
CREATE FUNCTION create_order_number_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I', 'order_numbers_' || replace(NEW.id::text, '-', ''));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendors_order_number_sequence AFTER INSERT ON vendors
  FOR EACH ROW EXECUTE FUNCTION create_order_number_sequence();
--> statement-breakpoint
CREATE FUNCTION drop_order_number_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP SEQUENCE IF EXISTS %I', 'order_numbers_' || replace(OLD.id::text, '-', ''));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vendors_drop_order_number_sequence AFTER DELETE ON vendors
  FOR EACH ROW EXECUTE FUNCTION drop_order_number_sequence();
--> statement-breakpoint
-- Every vendor that has taken no number yet gets its sequence, starting after any order it has.
DO $$
DECLARE
  v record;
BEGIN
  FOR v IN SELECT id FROM vendors LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I START %s',
      'order_numbers_' || replace(v.id::text, '-', ''),
      (SELECT coalesce(max(o.number), 0) + 1 FROM orders o WHERE o.vendor_id = v.id));
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION next_order_number(vendor uuid) RETURNS bigint LANGUAGE sql AS $$
  SELECT nextval(('order_numbers_' || replace(vendor::text, '-', ''))::regclass)
$$;
