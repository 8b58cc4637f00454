-- Decision 0046. Why an order was rejected, picked from a list (its code) with an optional note, kept
-- on the order so the customer reads it instead of a generic sentence.
ALTER TABLE "orders" ADD COLUMN "reject_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reject_note" text;
--> statement-breakpoint
-- The courier's time of the zone the order was delivered to, as it was when ordered: the customer's
-- expected time is the preparation time plus this (null for orders not delivered by courier).
ALTER TABLE "orders" ADD COLUMN "delivery_minutes" integer;
--> statement-breakpoint
-- How long a courier takes to reach addresses in a zone, in minutes.
ALTER TABLE "delivery_zones" ADD COLUMN "delivery_minutes" integer DEFAULT 30 NOT NULL;
--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_delivery_minutes" CHECK ("delivery_minutes" BETWEEN 1 AND 600);
