ALTER TABLE "courses" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;