-- The audit log (issue 6, decision 0020): every staff or administrator write to an audited table is
-- recorded by a row trigger in the same transaction. The server names the actor with
-- set_config('sofreh.actor_id', <user id>, true) inside the transaction of a staff request; without
-- it (customers, jobs, the demo seed) the trigger's WHEN condition is false and nothing runs.
CREATE TABLE "audit_log" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"request_id" text,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"object_label" text,
	"table_name" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_vendor_at" ON "audit_log" USING btree ("vendor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_vendor_actor_at" ON "audit_log" USING btree ("vendor_id","actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_vendor_type_at" ON "audit_log" USING btree ("vendor_id","object_type","at");--> statement-breakpoint
-- Which tables are audited and how: written by audit_attach, read by the tests that prove no table
-- escapes and that no secret column reaches the log.
CREATE TABLE "audited_tables" (
	"table_name" text PRIMARY KEY NOT NULL,
	"object_type" text NOT NULL,
	"id_column" text NOT NULL,
	"vendor_column" text NOT NULL,
	"excluded_columns" text[] NOT NULL
);
--> statement-breakpoint
-- One audit row per changed row. Arguments: object type, id column, vendor column, excluded columns
-- (a text[] literal). An UPDATE keeps only the changed keys; one that changes nothing but excluded
-- columns writes nothing. The object's label (title, name, code or number) is kept as it was then.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	actor uuid := current_setting('sofreh.actor_id', true)::uuid;
	id_column text := TG_ARGV[1];
	vendor_column text := TG_ARGV[2];
	excluded text[] := TG_ARGV[3]::text[] || ARRAY[TG_ARGV[2], 'created_at', 'updated_at'];
	whole jsonb;
	old_row jsonb;
	new_row jsonb;
	before_row jsonb;
	after_row jsonb;
	who text;
BEGIN
	IF TG_OP = 'DELETE' THEN whole := to_jsonb(OLD); ELSE whole := to_jsonb(NEW); END IF;
	IF whole ->> vendor_column IS NULL THEN RETURN NULL; END IF;
	IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - excluded; END IF;
	IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - excluded; END IF;
	IF TG_OP = 'UPDATE' THEN
		SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key)
		  INTO before_row, after_row
		  FROM jsonb_each(old_row) o
		 WHERE o.value IS DISTINCT FROM new_row -> o.key;
		IF before_row IS NULL THEN RETURN NULL; END IF;
	ELSE
		-- The row's own id is the object id, or (a child row: a link, a window) means nothing to a person.
		before_row := old_row - 'id';
		after_row := new_row - 'id';
		-- Screens save a list of links by deleting and inserting them all: a link put back as it was, in
		-- the same request, is no change. Its DELETE line goes and the INSERT writes none.
		IF TG_OP = 'INSERT' AND id_column <> 'id' THEN
			DELETE FROM audit_log WHERE ctid = (
				SELECT a.ctid FROM audit_log a
				 WHERE a.vendor_id = (whole ->> vendor_column)::uuid AND a.object_type = TG_ARGV[0]
				   AND a.at >= now() AND a.object_id = whole ->> id_column AND a.table_name = TG_TABLE_NAME
				   AND a.action = 'DELETE' AND a."before" = after_row
				   AND a.request_id IS NOT DISTINCT FROM nullif(current_setting('sofreh.request_id', true), '')
				 LIMIT 1);
			IF FOUND THEN RETURN NULL; END IF;
		END IF;
	END IF;
	SELECT coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.phone_number)
	  INTO who FROM users u WHERE u.id = actor;
	IF who IS NULL THEN SELECT a.username INTO who FROM admins a WHERE a.id = actor; END IF;
	INSERT INTO audit_log (vendor_id, actor_user_id, actor_name, request_id, object_type, object_id,
	                       object_label, table_name, action, "before", "after")
	VALUES (
		(whole ->> vendor_column)::uuid,
		actor,
		coalesce(who, '—'),
		nullif(current_setting('sofreh.request_id', true), ''),
		TG_ARGV[0],
		whole ->> id_column,
		CASE WHEN id_column = 'id' OR TG_TABLE_NAME = 'vendors'
			THEN coalesce(whole ->> 'title', whole ->> 'name', whole ->> 'code', whole ->> 'vendors_proper_name',
			              whole ->> 'number', whole ->> 'text')
		END,
		TG_TABLE_NAME,
		TG_OP,
		before_row,
		after_row
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Attaches the audit trigger to a table: one line per table in a migration. The WHEN condition is
-- evaluated per row before anything is queued, so a write without a staff actor costs one
-- current_setting() call and no trigger invocation.
CREATE FUNCTION audit_attach(
	target text,
	object_type text,
	id_column text DEFAULT 'id',
	excluded text[] DEFAULT ARRAY[]::text[],
	vendor_column text DEFAULT 'vendor_id'
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format('DROP TRIGGER IF EXISTS audit_log_row ON %I', target);
	EXECUTE format(
		'CREATE TRIGGER audit_log_row AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
		'WHEN (current_setting(''sofreh.actor_id'', true) <> '''') '
		'EXECUTE FUNCTION audit_row(%L, %L, %L, %L)',
		target, object_type, id_column, vendor_column, excluded::text
	);
	INSERT INTO audited_tables (table_name, object_type, id_column, vendor_column, excluded_columns)
	VALUES (target, object_type, id_column, vendor_column, excluded)
	ON CONFLICT (table_name) DO UPDATE SET object_type = EXCLUDED.object_type, id_column = EXCLUDED.id_column,
		vendor_column = EXCLUDED.vendor_column, excluded_columns = EXCLUDED.excluded_columns;
END;
$$;
--> statement-breakpoint
SELECT audit_attach('vendors', 'VENDOR_SETTINGS', 'id', ARRAY[]::text[], 'id');--> statement-breakpoint
SELECT audit_attach('vendor_domains', 'VENDOR_SETTINGS', 'domain');--> statement-breakpoint
SELECT audit_attach('opening_hours', 'OPENING_HOURS');--> statement-breakpoint
SELECT audit_attach('roles', 'ROLE');--> statement-breakpoint
SELECT audit_attach('vendor_members', 'STAFF', 'user_id');--> statement-breakpoint
SELECT audit_attach('vendor_customers', 'CUSTOMER', 'user_id');--> statement-breakpoint
SELECT audit_attach('customer_addresses', 'CUSTOMER_ADDRESS');--> statement-breakpoint
SELECT audit_attach('menu_categories', 'MENU_CATEGORY');--> statement-breakpoint
SELECT audit_attach('menu_items', 'MENU_ITEM');--> statement-breakpoint
SELECT audit_attach('menu_item_topping_categories', 'MENU_ITEM', 'menu_item_id');--> statement-breakpoint
SELECT audit_attach('menu_item_food_shifts', 'MENU_ITEM', 'menu_item_id');--> statement-breakpoint
SELECT audit_attach('topping_categories', 'TOPPING_CATEGORY');--> statement-breakpoint
SELECT audit_attach('toppings', 'TOPPING');--> statement-breakpoint
SELECT audit_attach('food_shifts', 'FOOD_SHIFT');--> statement-breakpoint
SELECT audit_attach('food_shift_windows', 'FOOD_SHIFT', 'shift_id');--> statement-breakpoint
SELECT audit_attach('default_descriptions', 'DEFAULT_DESCRIPTION');--> statement-breakpoint
SELECT audit_attach('printers', 'PRINTER');--> statement-breakpoint
SELECT audit_attach('printer_stations', 'PRINTER_STATION');--> statement-breakpoint
SELECT audit_attach('delivery_zones', 'DELIVERY_ZONE', 'id', ARRAY['min_lat', 'max_lat', 'min_lng', 'max_lng']);--> statement-breakpoint
SELECT audit_attach('payment_gateway_accounts', 'PAYMENT_GATEWAY', 'id', ARRAY['credentials_sealed']);--> statement-breakpoint
SELECT audit_attach('vendor_payment_settings', 'PAYMENT_SETTINGS', 'vendor_id');--> statement-breakpoint
SELECT audit_attach('vendor_settlement_accounts', 'SETTLEMENT_ACCOUNT', 'vendor_id');--> statement-breakpoint
SELECT audit_attach('discount_codes', 'DISCOUNT_CODE', 'id', ARRAY['usage_count']);--> statement-breakpoint
SELECT audit_attach('discount_code_free_items', 'DISCOUNT_CODE', 'discount_code_id');--> statement-breakpoint
SELECT audit_attach('orders', 'ORDER');--> statement-breakpoint
SELECT audit_attach('order_items', 'ORDER', 'order_id');--> statement-breakpoint
SELECT audit_attach('order_item_toppings', 'ORDER', 'order_id');--> statement-breakpoint
SELECT audit_attach('transactions', 'TRANSACTION');
