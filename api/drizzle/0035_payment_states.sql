ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_amount_positive";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status_known";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_gateway_known";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "granted_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "secure_card" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "otp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_granted_plan_id_user_plans_id_fk" FOREIGN KEY ("granted_plan_id") REFERENCES "public"."user_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_amount_not_negative" CHECK ("payment_orders"."amount_piastres" >= 0);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_known" CHECK ("payment_orders"."status" IN ('pending', 'paid', 'failed', 'expired', 'refunded', 'voided'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_gateway_known" CHECK ("payment_orders"."gateway" IN ('sandbox', 'paymob', 'fawaterak', 'free'));