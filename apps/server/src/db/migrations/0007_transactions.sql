CREATE TABLE "transactions" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"gateway_account_id" uuid,
	"state" text DEFAULT 'INIT' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_rial" bigint NOT NULL,
	"authority" text,
	"ref_id" text,
	"card_pan" text,
	"failure_reason" text,
	"submit_url" text NOT NULL,
	"refund_state" text,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transactions_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_fk" FOREIGN KEY ("vendor_id","order_id") REFERENCES "public"."orders"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_authority" ON "transactions" USING btree ("provider","authority");--> statement-breakpoint
CREATE INDEX "transactions_vendor_authority" ON "transactions" USING btree ("vendor_id","authority");--> statement-breakpoint
CREATE INDEX "transactions_vendor_order" ON "transactions" USING btree ("vendor_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_vendor_customer_created" ON "transactions" USING btree ("vendor_id","customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_open" ON "transactions" USING btree ("updated_at") WHERE "transactions"."state" IN ('INIT', 'PENDING') OR "transactions"."refund_state" = 'NEEDED';