CREATE INDEX "learn_progress_lesson_idx" ON "learn_progress" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "learn_records_lesson_idx" ON "learn_records" USING btree ("lesson_id");