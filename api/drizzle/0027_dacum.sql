CREATE TABLE "job_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"job_name" text DEFAULT '' NOT NULL,
	"step" text DEFAULT 'search' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pathway_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_analysis_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"sector" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"summary" text NOT NULL,
	"duties" jsonb NOT NULL,
	"skills" jsonb NOT NULL,
	"competencies" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || to_tsvector('english'::regconfig, search_text)) STORED
);
--> statement-breakpoint
ALTER TABLE "job_analyses" ADD CONSTRAINT "job_analyses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_analysis_files" ADD CONSTRAINT "job_analysis_files_analysis_id_job_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."job_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_analyses_owner" ON "job_analyses" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "job_analysis_files_analysis" ON "job_analysis_files" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "occupations_search" ON "occupations" USING gin ("search_vector");