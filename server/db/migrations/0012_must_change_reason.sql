ALTER TABLE "users" ADD COLUMN "must_change_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_must_change_reason_check" CHECK (must_change_reason IS NULL OR must_change_reason IN ('initial', 'reset'));--> statement-breakpoint
-- accounts already asked to change their password: an import sets the initial password when it
-- creates the account (password_changed_at = created_at), a reset later
UPDATE "users" SET "must_change_reason" = CASE WHEN "password_changed_at" <= "created_at" THEN 'initial' ELSE 'reset' END WHERE "must_change_password";
