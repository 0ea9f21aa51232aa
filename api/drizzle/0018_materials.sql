CREATE TABLE "material_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"function" text DEFAULT 'study' NOT NULL,
	"storage_key" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"number_of_pages" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_folders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"group_id" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_permissions" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "material_permissions_course_id_user_id_name_pk" PRIMARY KEY("course_id","user_id","name")
);
--> statement-breakpoint
CREATE TABLE "material_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"extension" text NOT NULL,
	"bytes" integer,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_folder_id_material_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."material_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_folders" ADD CONSTRAINT "material_folders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_permissions" ADD CONSTRAINT "material_permissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_permissions" ADD CONSTRAINT "material_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_uploads" ADD CONSTRAINT "material_uploads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_uploads" ADD CONSTRAINT "material_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_files_course" ON "material_files" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "material_folders_course" ON "material_folders" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "material_uploads_course" ON "material_uploads" USING btree ("course_id");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- A course's instructors hold its material permission names (contracts materialPermissionName): given
-- when they join the course, so an admin can still take one away row by row.
CREATE FUNCTION "material_permissions_grant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "material_permissions" ("course_id", "user_id", "name")
    SELECT NEW."course_id", NEW."user_id", 'CM1__Cou1_' || NEW."course_id" || '_' || s.suffix
      FROM (VALUES ('PACM2'), ('PDCM1'), ('PACM1'), ('PACF1')) AS s(suffix)
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "course_instructors_material_permissions" AFTER INSERT ON "course_instructors"
  FOR EACH ROW EXECUTE FUNCTION "material_permissions_grant"();
--> statement-breakpoint
INSERT INTO "material_permissions" ("course_id", "user_id", "name")
  SELECT i."course_id", i."user_id", 'CM1__Cou1_' || i."course_id" || '_' || s.suffix
    FROM "course_instructors" i CROSS JOIN (VALUES ('PACM2'), ('PDCM1'), ('PACM1'), ('PACF1')) AS s(suffix)
  ON CONFLICT DO NOTHING;
