-- Decision 0043. A removed member's open sessions are revoked by person and vendor.
CREATE INDEX IF NOT EXISTS "sessions_member_open" ON "sessions" USING btree ("vendor_id","user_id") WHERE "sessions"."revoked_at" IS NULL;
--> statement-breakpoint
-- Administrator login tries per username, for the per-account lockout with backoff.
CREATE TABLE IF NOT EXISTS "admin_login_tries" (
	"username" text PRIMARY KEY NOT NULL,
	"tries" integer NOT NULL,
	"last_try_at" timestamp with time zone NOT NULL,
	"next_try_at" timestamp with time zone
);
