CREATE TABLE "caller_id_lines" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"line_number" integer NOT NULL,
	"number" text NOT NULL,
	"label" text,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"key_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caller_id_lines_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "caller_id_lines" ADD CONSTRAINT "caller_id_lines_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caller_id_lines_vendor_line" ON "caller_id_lines" USING btree ("vendor_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "caller_id_lines_key_hash" ON "caller_id_lines" USING btree ("key_hash");--> statement-breakpoint
CREATE TABLE "caller_id_calls" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"number" text,
	"device_call_id" text,
	"test" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "caller_id_calls_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "caller_id_calls" ADD CONSTRAINT "caller_id_calls_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caller_id_calls" ADD CONSTRAINT "caller_id_calls_line_fk" FOREIGN KEY ("vendor_id","line_id") REFERENCES "public"."caller_id_lines"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caller_id_calls_vendor_received" ON "caller_id_calls" USING btree ("vendor_id","received_at");--> statement-breakpoint
CREATE INDEX "caller_id_calls_line_received" ON "caller_id_calls" USING btree ("vendor_id","line_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "caller_id_calls_device_call" ON "caller_id_calls" USING btree ("vendor_id","line_id","device_call_id") WHERE "caller_id_calls"."device_call_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "pos_terminals" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"terminal_id" text NOT NULL,
	"serial_number" text,
	"ip" text,
	"port" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "pos_terminals_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_terminals" ADD CONSTRAINT "pos_terminals_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_terminals_vendor_provider_terminal" ON "pos_terminals" USING btree ("vendor_id","provider","terminal_id");
