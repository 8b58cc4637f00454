-- One name for an order's DELIVER / PICKUP / SERVE / ZFEXPRESS: the spec's deliveryType (decision 0048).
-- A rename keeps the data, the indexes, the order_states view and the audit trigger as they are.
ALTER TABLE "orders" RENAME COLUMN "service_type" TO "delivery_type";
