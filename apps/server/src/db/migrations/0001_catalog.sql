CREATE TABLE "catalog_versions" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_shift_windows" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"day_of_week" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "food_shift_windows_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "food_shifts" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_shifts_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sell_channels" text[] DEFAULT ARRAY['SALON']::text[] NOT NULL,
	"printer_station_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "menu_item_food_shifts" (
	"vendor_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"food_shift_id" uuid NOT NULL,
	CONSTRAINT "menu_item_food_shifts_vendor_id_menu_item_id_food_shift_id_pk" PRIMARY KEY("vendor_id","menu_item_id","food_shift_id")
);
--> statement-breakpoint
CREATE TABLE "menu_item_topping_categories" (
	"vendor_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"topping_category_id" uuid NOT NULL,
	"min_select" integer DEFAULT 0 NOT NULL,
	"max_select" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_item_topping_categories_vendor_id_menu_item_id_topping_category_id_pk" PRIMARY KEY("vendor_id","menu_item_id","topping_category_id")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"price" bigint NOT NULL,
	"packaging_cost" bigint DEFAULT 0 NOT NULL,
	"serve_packaging_cost" bigint DEFAULT 0 NOT NULL,
	"with_tax" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"tags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "topping_categories" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topping_categories_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
CREATE TABLE "toppings" (
	"vendor_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"topping_category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toppings_vendor_id_id_pk" PRIMARY KEY("vendor_id","id")
);
--> statement-breakpoint
ALTER TABLE "catalog_versions" ADD CONSTRAINT "catalog_versions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_shift_windows" ADD CONSTRAINT "food_shift_windows_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_shift_windows" ADD CONSTRAINT "food_shift_windows_shift_fk" FOREIGN KEY ("vendor_id","shift_id") REFERENCES "public"."food_shifts"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_shifts" ADD CONSTRAINT "food_shifts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_food_shifts" ADD CONSTRAINT "menu_item_food_shifts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_food_shifts" ADD CONSTRAINT "menu_item_food_shifts_item_fk" FOREIGN KEY ("vendor_id","menu_item_id") REFERENCES "public"."menu_items"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_food_shifts" ADD CONSTRAINT "menu_item_food_shifts_shift_fk" FOREIGN KEY ("vendor_id","food_shift_id") REFERENCES "public"."food_shifts"("vendor_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_topping_categories" ADD CONSTRAINT "menu_item_topping_categories_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_topping_categories" ADD CONSTRAINT "menu_item_topping_categories_item_fk" FOREIGN KEY ("vendor_id","menu_item_id") REFERENCES "public"."menu_items"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_topping_categories" ADD CONSTRAINT "menu_item_topping_categories_category_fk" FOREIGN KEY ("vendor_id","topping_category_id") REFERENCES "public"."topping_categories"("vendor_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_fk" FOREIGN KEY ("vendor_id","category_id") REFERENCES "public"."menu_categories"("vendor_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topping_categories" ADD CONSTRAINT "topping_categories_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toppings" ADD CONSTRAINT "toppings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toppings" ADD CONSTRAINT "toppings_category_fk" FOREIGN KEY ("vendor_id","topping_category_id") REFERENCES "public"."topping_categories"("vendor_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_shift_windows_shift" ON "food_shift_windows" USING btree ("vendor_id","shift_id");--> statement-breakpoint
CREATE INDEX "menu_item_food_shifts_shift" ON "menu_item_food_shifts" USING btree ("vendor_id","food_shift_id");--> statement-breakpoint
CREATE INDEX "menu_item_topping_categories_category" ON "menu_item_topping_categories" USING btree ("vendor_id","topping_category_id");--> statement-breakpoint
CREATE INDEX "menu_items_vendor_category" ON "menu_items" USING btree ("vendor_id","category_id");--> statement-breakpoint
CREATE INDEX "toppings_vendor_category" ON "toppings" USING btree ("vendor_id","topping_category_id");