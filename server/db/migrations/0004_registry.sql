ALTER TABLE "experiments" ADD COLUMN "result_origin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;