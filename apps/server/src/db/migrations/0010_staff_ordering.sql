ALTER TABLE "vendor_customers" ADD COLUMN "first_name" text;
--> statement-breakpoint
ALTER TABLE "vendor_customers" ADD COLUMN "last_name" text;
--> statement-breakpoint
ALTER TABLE "vendor_customers" ADD COLUMN "added_by_user_id" uuid;
