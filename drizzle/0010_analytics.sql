CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"visitor_id" text NOT NULL,
	"cta_variant" text,
	"source" text,
	"device" text NOT NULL,
	"path" text NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cta_variant" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "started_with_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","cta_variant");