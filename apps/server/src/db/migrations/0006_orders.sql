CREATE TABLE "order_counters" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"vendor_id" uuid NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_idempotency_keys_vendor_id_key_pk" PRIMARY KEY("vendor_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_item_toppings" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"topping_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "order_item_toppings_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"packaging_cost" bigint DEFAULT 0 NOT NULL,
	"serve_packaging_cost" bigint DEFAULT 0 NOT NULL,
	"with_tax" boolean DEFAULT false NOT NULL,
	"is_free_item" boolean DEFAULT false NOT NULL,
	"count" integer NOT NULL,
	"original_count" integer NOT NULL,
	"removed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_state_history" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "order_state_history_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"source" text NOT NULL,
	"service_type" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_state" text DEFAULT 'PENDING' NOT NULL,
	"customer_user_id" uuid,
	"address_id" uuid,
	"address_text" text,
	"address_details" text,
	"address_latitude" double precision,
	"address_longitude" double precision,
	"table_number" text,
	"number_of_person" integer,
	"description" text,
	"discount_code_id" uuid,
	"discount_code" text,
	"discount_type" text,
	"discount_value" bigint,
	"discount_cap" bigint,
	"sum_of_items_price" bigint DEFAULT 0 NOT NULL,
	"sum_of_item_toppings_price" bigint DEFAULT 0 NOT NULL,
	"total_packaging_cost" bigint DEFAULT 0 NOT NULL,
	"final_discount_amount" bigint DEFAULT 0 NOT NULL,
	"service_fee_type" text NOT NULL,
	"service_fee_value" bigint DEFAULT 0 NOT NULL,
	"total_service_fee" bigint DEFAULT 0 NOT NULL,
	"tax_percent" integer NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"delivery_cost" bigint DEFAULT 0 NOT NULL,
	"tip" bigint DEFAULT 0 NOT NULL,
	"final_price" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"preparation_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
-- Before the foreign keys: a topping's key refers to this unique index.
CREATE UNIQUE INDEX "order_items_order" ON "order_items" USING btree ("vendor_id","order_id","id");--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_fk" FOREIGN KEY ("vendor_id","order_id") REFERENCES "public"."orders"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_toppings" ADD CONSTRAINT "order_item_toppings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_toppings" ADD CONSTRAINT "order_item_toppings_item_fk" FOREIGN KEY ("vendor_id","order_id","order_item_id") REFERENCES "public"."order_items"("vendor_id","order_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("vendor_id","order_id") REFERENCES "public"."orders"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_history" ADD CONSTRAINT "order_state_history_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_history" ADD CONSTRAINT "order_state_history_order_fk" FOREIGN KEY ("vendor_id","order_id") REFERENCES "public"."orders"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("vendor_id","customer_user_id") REFERENCES "public"."vendor_customers"("vendor_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_idempotency_keys_created" ON "order_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_item_toppings_order" ON "order_item_toppings" USING btree ("vendor_id","order_id");--> statement-breakpoint
CREATE INDEX "order_state_history_order" ON "order_state_history" USING btree ("vendor_id","order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_vendor_number" ON "orders" USING btree ("vendor_id","number");--> statement-breakpoint
CREATE INDEX "orders_vendor_status_created" ON "orders" USING btree ("vendor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_vendor_customer_created" ON "orders" USING btree ("vendor_id","customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_vendor_created" ON "orders" USING btree ("vendor_id","created_at");