CREATE TABLE "material_completions" (
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_completions_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "material_drawings" (
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"page_num" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_drawings_user_id_file_id_page_num_pk" PRIMARY KEY("user_id","file_id","page_num")
);
--> statement-breakpoint
ALTER TABLE "material_completions" ADD CONSTRAINT "material_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_completions" ADD CONSTRAINT "material_completions_file_id_material_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."material_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_drawings" ADD CONSTRAINT "material_drawings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_drawings" ADD CONSTRAINT "material_drawings_file_id_material_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."material_files"("id") ON DELETE cascade ON UPDATE no action;