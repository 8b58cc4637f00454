-- Decision 0043. A removed member's open sessions are revoked by person and vendor.
CREATE INDEX IF NOT EXISTS "sessions_member_open" ON "sessions" USING btree ("vendor_id","user_id") WHERE "sessions"."revoked_at" IS NULL;
