-- Decision 0045. The new-order alarm rings on every back-office page until someone says «دیدم»: the
-- acknowledgement is the restaurant's (one per order, whoever gave it), so every open panel stops.
ALTER TABLE "orders" ADD COLUMN "acknowledged_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acknowledged_by" uuid;
--> statement-breakpoint
-- Orders from before the panel-wide alarm were announced by the board of their day: they do not ring again.
UPDATE "orders" SET "acknowledged_at" = now() WHERE "status" IN ('PAID', 'NEEDFORCALL');
