CREATE TABLE "generator_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"avoid" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"home_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gym_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workouts" ADD COLUMN "generator" jsonb;--> statement-breakpoint
ALTER TABLE "generator_profiles" ADD CONSTRAINT "generator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;