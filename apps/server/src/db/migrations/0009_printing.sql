CREATE TABLE "auto_print_stations" (
	"vendor_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_print_stations_vendor_id_station_id_pk" PRIMARY KEY("vendor_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"output" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	CONSTRAINT "print_jobs_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "printer_sandbox_prints" (
	"vendor_id" uuid NOT NULL,
	"printer_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"png_base64" text NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printer_sandbox_prints_vendor_id_printer_id_pk" PRIMARY KEY("vendor_id","printer_id")
);
--> statement-breakpoint
ALTER TABLE "auto_print_stations" ADD CONSTRAINT "auto_print_stations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_print_stations" ADD CONSTRAINT "auto_print_stations_station_fk" FOREIGN KEY ("vendor_id","station_id") REFERENCES "public"."printer_stations"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_fk" FOREIGN KEY ("vendor_id","order_id") REFERENCES "public"."orders"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_sandbox_prints" ADD CONSTRAINT "printer_sandbox_prints_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_sandbox_prints" ADD CONSTRAINT "printer_sandbox_prints_printer_fk" FOREIGN KEY ("vendor_id","printer_id") REFERENCES "public"."printers"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_order" ON "print_jobs" USING btree ("vendor_id","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_auto_once" ON "print_jobs" USING btree ("vendor_id","order_id","station_id","trigger") WHERE "print_jobs"."trigger" <> 'MANUAL';
