CREATE TABLE "order_refunds" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"transaction_id" uuid,
	"method" text NOT NULL,
	"provider" text,
	"scope" text NOT NULL,
	"order_item_id" uuid,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_rial" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_vendor_id_id_pk" PRIMARY KEY("vendor_id","id"),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_ready_notices" (
	"vendor_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_ready_notices_vendor_id_order_id_pk" PRIMARY KEY("vendor_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"vendor_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"authority" text NOT NULL,
	"amount_rial" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_vendor_id_reference_pk" PRIMARY KEY("vendor_id","reference")
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_fk" FOREIGN KEY ("vendor_id","order_id") REFERENCES "public"."orders"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_transaction_fk" FOREIGN KEY ("vendor_id","transaction_id") REFERENCES "public"."transactions"("vendor_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ready_notices" ADD CONSTRAINT "order_ready_notices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ready_notices" ADD CONSTRAINT "order_ready_notices_order_fk" FOREIGN KEY ("vendor_id","order_id") REFERENCES "public"."orders"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_vendor_key" ON "order_refunds" USING btree ("vendor_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_vendor_order" ON "order_refunds" USING btree ("vendor_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_pending" ON "order_refunds" USING btree ("checked_at") WHERE "order_refunds"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "sandbox_refunds_authority" ON "sandbox_refunds" USING btree ("vendor_id","authority");
