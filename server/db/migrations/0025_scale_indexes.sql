-- the console's account search (users_search_idx) reads trigrams: pg_trgm, a trusted extension since PostgreSQL 13
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "course_learners_course_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "learn_records_user_started_idx";--> statement-breakpoint
CREATE INDEX "course_learners_course_last_idx" ON "course_learners" USING btree ("course_id","last_learn_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "experiment_sessions_finished_idx" ON "experiment_sessions" USING btree ("experiment_id","finished_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"score","user_id") WHERE "experiment_sessions"."finished_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (("username" || chr(10) || "nickname" || chr(10) || "real_name" || chr(10) || "student_number" || chr(10) || "class_name" || chr(10) || "email" || chr(10) || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "learn_records_user_started_idx" ON "learn_records" USING btree ("user_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);