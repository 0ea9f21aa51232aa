CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "study_corner_members" (
	"corner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_corner_members_corner_id_user_id_pk" PRIMARY KEY("corner_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_corners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"invite_code" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"timer_phase" text DEFAULT 'focus' NOT NULL,
	"timer_seconds" integer DEFAULT 1500 NOT NULL,
	"timer_started_at" timestamp with time zone,
	"timer_left_seconds" integer DEFAULT 1500 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_corners_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "study_corners_phase_known" CHECK ("study_corners"."timer_phase" IN ('focus', 'break'))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_status_known" CHECK ("support_tickets"."status" IN ('open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"attachment" text,
	"attachment_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"lang" text NOT NULL,
	"keyword" text NOT NULL,
	"value" text,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_lang_keyword_pk" PRIMARY KEY("lang","keyword"),
	CONSTRAINT "translations_status_known" CHECK ("translations"."status" IN ('done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text,
	"school_system" text,
	"grade_level" text,
	"language" text,
	"quiet_start" integer,
	"quiet_end" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_quiet_range" CHECK ("user_profiles"."quiet_start" BETWEEN 0 AND 1439 AND "user_profiles"."quiet_end" BETWEEN 0 AND 1439)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_corner_members" ADD CONSTRAINT "study_corner_members_corner_id_fkey" FOREIGN KEY ("corner_id") REFERENCES "public"."study_corners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_corner_members" ADD CONSTRAINT "study_corner_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_corners" ADD CONSTRAINT "study_corners_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_corner_members_user" ON "study_corner_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_corners_owner" ON "study_corners" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_updated" ON "support_tickets" USING btree ("user_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_updated" ON "support_tickets" USING btree ("updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_created" ON "ticket_messages" USING btree ("ticket_id","created_at");