CREATE TABLE "default_descriptions" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "default_descriptions_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "printer_stations" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"printer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printer_stations_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"ip" text NOT NULL,
	"port" integer DEFAULT 9100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printers_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tax_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "service_fee_type" text DEFAULT 'PERCENTAGE' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "service_fee_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "preparation_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "sell_channels" text[] DEFAULT ARRAY['SALON','QR','WEBSITE']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "print_items_on_factor" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "default_descriptions" ADD CONSTRAINT "default_descriptions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_stations" ADD CONSTRAINT "printer_stations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_stations" ADD CONSTRAINT "printer_stations_printer_fk" FOREIGN KEY ("vendor_id","printer_id") REFERENCES "public"."printers"("vendor_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;