-- Decision 0033: a vendor's order numbers come from its own sequence, taken inside the order's own
-- statement (nextval holds no lock until commit, unlike a counter row, so one vendor's orders never
-- queue behind each other's disk flush). Numbers stay unique and increasing per vendor; an attempt
-- that fails after taking one leaves a gap, as before (decision 0025).
--
-- next_order_number(vendor) makes the vendor's sequence on its first order, starting after any number
-- the vendor already has; a second first order at the same moment waits for the first to commit (the
-- advisory lock) and then uses the sequence it made.
CREATE FUNCTION next_order_number(vendor uuid) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  seq_name text := 'order_numbers_' || replace(vendor::text, '-', '');
  seq regclass := to_regclass(seq_name);
BEGIN
  IF seq IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext(seq_name));
    seq := to_regclass(seq_name);
    IF seq IS NULL THEN
      EXECUTE format('CREATE SEQUENCE %I START %s', seq_name,
        (SELECT coalesce(max(o.number), 0) + 1 FROM orders o WHERE o.vendor_id = vendor));
      seq := to_regclass(seq_name);
    END IF;
  END IF;
  RETURN nextval(seq);
END $$;
--> statement-breakpoint
-- Every vendor that has taken numbers continues after the last one it took (a gap included).
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT vendor_id, last_number FROM order_counters LOOP
    EXECUTE format('CREATE SEQUENCE %I START %s',
      'order_numbers_' || replace(c.vendor_id::text, '-', ''),
      greatest(c.last_number, (SELECT coalesce(max(o.number), 0) FROM orders o WHERE o.vendor_id = c.vendor_id)) + 1);
  END LOOP;
END $$;
--> statement-breakpoint
DROP TABLE order_counters;
