CREATE TABLE "forum_uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_uploads" ADD CONSTRAINT "forum_uploads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_uploads" ADD CONSTRAINT "forum_uploads_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_uploads_user_created" ON "forum_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_uploads_created" ON "forum_uploads" USING btree ("created_at");