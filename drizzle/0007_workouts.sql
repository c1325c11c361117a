CREATE TABLE "workout_exercises" (
	"workout_id" integer NOT NULL,
	"position" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"regular_sets" integer NOT NULL,
	"warmup_sets" integer DEFAULT 0 NOT NULL,
	"reps" text NOT NULL,
	"rest" integer DEFAULT 120 NOT NULL,
	"total_load" real DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"group_key" text,
	CONSTRAINT "workout_exercises_workout_id_position_pk" PRIMARY KEY("workout_id","position")
);
--> statement-breakpoint
CREATE TABLE "workout_favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"workout_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_translations" (
	"workout_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "workout_translations_workout_id_locale_pk" PRIMARY KEY("workout_id","locale")
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text,
	"owner_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"goal_id" integer,
	"difficulty_id" integer,
	"focus" text,
	"is_template" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'MS' NOT NULL,
	"created_utm" text DEFAULT 'W' NOT NULL,
	"based_on_id" integer,
	"base_popularity" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workouts_owner_kind" CHECK (("workouts"."kind" = 'original') = ("workouts"."owner_id" is null))
);
--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_exercises" ADD CONSTRAINT "workout_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_favourites" ADD CONSTRAINT "workout_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_favourites" ADD CONSTRAINT "workout_favourites_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_translations" ADD CONSTRAINT "workout_translations_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_difficulty_id_difficulties_id_fk" FOREIGN KEY ("difficulty_id") REFERENCES "public"."difficulties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_exercises_exercise_idx" ON "workout_exercises" USING btree ("exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_favourites_user_idx" ON "workout_favourites" USING btree ("user_id","workout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_slug_idx" ON "workouts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_owner_name_idx" ON "workouts" USING btree ("owner_id",lower("name")) WHERE "workouts"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "workouts_kind_idx" ON "workouts" USING btree ("kind");