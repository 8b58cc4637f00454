CREATE TABLE "payment_gateway_accounts" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"title" text,
	"active" boolean DEFAULT true NOT NULL,
	"credentials_sealed" text,
	"credential_hint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_gateway_accounts_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"vendor_id" uuid NOT NULL,
	"authority" text NOT NULL,
	"merchant_name" text NOT NULL,
	"amount_rial" bigint NOT NULL,
	"description" text NOT NULL,
	"callback_url" text NOT NULL,
	"reference" text NOT NULL,
	"mobile" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"ref_id" text,
	"card_pan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_vendor_id_authority_pk" PRIMARY KEY("vendor_id","authority")
);
--> statement-breakpoint
CREATE TABLE "vendor_payment_settings" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"bank_types" text[],
	"preselected_provider" text,
	"allow_cash" boolean DEFAULT true NOT NULL,
	"allow_card_on_delivery" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_settlement_accounts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"account_holder_name" text NOT NULL,
	"sheba" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_gateway_accounts" ADD CONSTRAINT "payment_gateway_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment_settings" ADD CONSTRAINT "vendor_payment_settings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_settlement_accounts" ADD CONSTRAINT "vendor_settlement_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_accounts_vendor_provider" ON "payment_gateway_accounts" USING btree ("vendor_id","provider");--> statement-breakpoint
CREATE INDEX "sandbox_payments_vendor_status" ON "sandbox_payments" USING btree ("vendor_id","status");