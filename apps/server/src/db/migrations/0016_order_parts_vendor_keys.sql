-- Decision 0033: a row of an order (line, topping, history entry, idempotency key) names its vendor
-- and its order, and its composite key to orders (vendor_id, id) already says the vendor exists and
-- deletes the row with the order (which goes with its vendor). The second key, straight to vendors,
-- was checked on every insert — six checks of the fourteen an order of three lines made. Dropped.
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_vendor_id_vendors_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_toppings" DROP CONSTRAINT "order_item_toppings_vendor_id_vendors_id_fk";
--> statement-breakpoint
ALTER TABLE "order_state_history" DROP CONSTRAINT "order_state_history_vendor_id_vendors_id_fk";
--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" DROP CONSTRAINT "order_idempotency_keys_vendor_id_vendors_id_fk";
