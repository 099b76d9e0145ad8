ALTER TABLE "articles" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;