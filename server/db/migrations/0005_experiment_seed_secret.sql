ALTER TABLE "experiment_sessions" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "result_secret" text DEFAULT '' NOT NULL;