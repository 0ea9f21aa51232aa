-- A purchase carries the id of the learner's confirmation, so the same
-- request sent twice (double click, retry) buys once.
ALTER TABLE "store_purchases" ADD COLUMN "request_id" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX "store_purchases_request" ON "store_purchases" ("user_id", "request_id") WHERE "request_id" IS NOT NULL;
