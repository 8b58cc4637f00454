CREATE TABLE "discount_code_free_items" (
	"vendor_id" uuid NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discount_code_free_items_vendor_id_discount_code_id_menu_item_id_pk" PRIMARY KEY("vendor_id","discount_code_id","menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "discount_code_usages" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_usages_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"cap" bigint,
	"min_order_amount" bigint DEFAULT 0 NOT NULL,
	"expiration" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"usage_limit_per_user" integer,
	"vendor_deal" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_vendor_id_id_pk" PRIMARY KEY("vendor_id","id"),
	CONSTRAINT "discount_codes_usage_count" CHECK ("discount_codes"."usage_count" >= 0 AND ("discount_codes"."usage_limit" IS NULL OR "discount_codes"."usage_count" <= "discount_codes"."usage_limit"))
);
--> statement-breakpoint
ALTER TABLE "discount_code_free_items" ADD CONSTRAINT "discount_code_free_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_free_items" ADD CONSTRAINT "discount_code_free_items_code_fk" FOREIGN KEY ("vendor_id","discount_code_id") REFERENCES "public"."discount_codes"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_free_items" ADD CONSTRAINT "discount_code_free_items_item_fk" FOREIGN KEY ("vendor_id","menu_item_id") REFERENCES "public"."menu_items"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_usages" ADD CONSTRAINT "discount_code_usages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_usages" ADD CONSTRAINT "discount_code_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_usages" ADD CONSTRAINT "discount_code_usages_code_fk" FOREIGN KEY ("vendor_id","discount_code_id") REFERENCES "public"."discount_codes"("vendor_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_free_items_item" ON "discount_code_free_items" USING btree ("vendor_id","menu_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_usages_order" ON "discount_code_usages" USING btree ("vendor_id","order_id");--> statement-breakpoint
CREATE INDEX "discount_code_usages_code_user" ON "discount_code_usages" USING btree ("vendor_id","discount_code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_vendor_code" ON "discount_codes" USING btree ("vendor_id","code") WHERE "discount_codes"."deleted_at" IS NULL;