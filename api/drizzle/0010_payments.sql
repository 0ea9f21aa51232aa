CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"amount_piastres" integer NOT NULL,
	"currency" text DEFAULT 'EGP' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"transaction_ref" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_gateway_ref" UNIQUE("gateway","gateway_ref"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_piastres" > 0),
	CONSTRAINT "payment_orders_item_type_known" CHECK ("payment_orders"."item_type" IN ('course', 'plan')),
	CONSTRAINT "payment_orders_status_known" CHECK ("payment_orders"."status" IN ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "payment_orders_gateway_known" CHECK ("payment_orders"."gateway" IN ('sandbox', 'paymob', 'fawaterak'))
);
--> statement-breakpoint
CREATE TABLE "payment_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"gateway" text NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" RENAME COLUMN "additional_fees" TO "additional_fees_piastres";--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "fees_in_egp" TO "fees_piastres";--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_fees_not_negative";--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_fees_not_negative";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refusals" ADD CONSTRAINT "payment_refusals_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_user_created" ON "payment_orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_refusals_created" ON "payment_refusals" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_fees_not_negative" CHECK ("courses"."additional_fees_piastres" >= 0);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_fees_not_negative" CHECK ("plans"."fees_piastres" >= 0);--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Money becomes integer piastres: a course's fees were numeric EGP, a plan's whole EGP.
-- drizzle-kit writes the rename but not the type change; the check is made again on the integer column.
ALTER TABLE "courses" DROP CONSTRAINT "courses_fees_not_negative";--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "additional_fees_piastres" SET DATA TYPE integer USING round("additional_fees_piastres" * 100)::integer;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_fees_not_negative" CHECK ("courses"."additional_fees_piastres" >= 0);--> statement-breakpoint
UPDATE "plans" SET "fees_piastres" = "fees_piastres" * 100;--> statement-breakpoint
-- PostgreSQL 18 names NOT NULL constraints after the column: keep the name in step with the rename.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'plans_fees_in_egp_not_null') THEN
    ALTER TABLE "plans" RENAME CONSTRAINT "plans_fees_in_egp_not_null" TO "plans_fees_piastres_not_null";
  END IF;
END $$;
