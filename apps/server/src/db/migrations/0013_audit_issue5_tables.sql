-- The audit log (0008) over the tables that issue 5's branches added alongside it (printing 0009,
-- refunds 0011, caller ID and card terminals 0012). Device keys are kept out of the log.
SELECT audit_attach('auto_print_stations', 'AUTO_PRINT', 'station_id');--> statement-breakpoint
SELECT audit_attach('order_refunds', 'REFUND', 'id', ARRAY['request_hash', 'idempotency_key']);--> statement-breakpoint
SELECT audit_attach('caller_id_lines', 'CALLER_ID_LINE', 'id', ARRAY['key_hash']);--> statement-breakpoint
SELECT audit_attach('pos_terminals', 'POS_TERMINAL');
