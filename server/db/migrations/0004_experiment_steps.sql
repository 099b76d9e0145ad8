ALTER TABLE "experiment_sessions" ADD COLUMN "steps" jsonb;--> statement-breakpoint
ALTER TABLE "experiment_sessions" ADD COLUMN "status" text;