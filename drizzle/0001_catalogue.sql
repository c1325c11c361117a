CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "difficulties" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "difficulties_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"include_in_workout_generator" boolean NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "equipment_key_unique" UNIQUE("key"),
	CONSTRAINT "equipment_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "exercise_goals" (
	"exercise_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	CONSTRAINT "exercise_goals_exercise_id_goal_id_pk" PRIMARY KEY("exercise_id","goal_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_long_form" (
	"exercise_id" integer NOT NULL,
	"gender" text NOT NULL,
	"youtube_link" text NOT NULL,
	CONSTRAINT "exercise_long_form_exercise_id_gender_youtube_link_pk" PRIMARY KEY("exercise_id","gender","youtube_link")
);
--> statement-breakpoint
CREATE TABLE "exercise_media" (
	"exercise_id" integer NOT NULL,
	"gender" text NOT NULL,
	"position" integer NOT NULL,
	"branded_video" text,
	"og_image" text,
	CONSTRAINT "exercise_media_exercise_id_gender_position_pk" PRIMARY KEY("exercise_id","gender","position")
);
--> statement-breakpoint
CREATE TABLE "exercise_muscles" (
	"exercise_id" integer NOT NULL,
	"muscle_id" integer NOT NULL,
	"muscle_set" text NOT NULL,
	"tier" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "exercise_muscles_exercise_id_muscle_set_muscle_id_pk" PRIMARY KEY("exercise_id","muscle_set","muscle_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_steps" (
	"exercise_id" integer NOT NULL,
	"locale" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "exercise_steps_exercise_id_locale_position_pk" PRIMARY KEY("exercise_id","locale","position")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"difficulty_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"equipment_id" integer,
	"force" text,
	"mechanic" text,
	"grips" text[] DEFAULT '{}'::text[] NOT NULL,
	"cardio" boolean DEFAULT false NOT NULL,
	"variation_of" integer
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "goals_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "muscles" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_simple" boolean DEFAULT false NOT NULL,
	"is_advanced" boolean DEFAULT false NOT NULL,
	"parent_key" text,
	"side" text,
	"position" integer NOT NULL,
	CONSTRAINT "muscles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"entity" text NOT NULL,
	"entity_key" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "translations_entity_entity_key_locale_pk" PRIMARY KEY("entity","entity_key","locale")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercise_goals" ADD CONSTRAINT "exercise_goals_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_goals" ADD CONSTRAINT "exercise_goals_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_long_form" ADD CONSTRAINT "exercise_long_form_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_media" ADD CONSTRAINT "exercise_media_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_muscles" ADD CONSTRAINT "exercise_muscles_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_muscles" ADD CONSTRAINT "exercise_muscles_muscle_id_muscles_id_fk" FOREIGN KEY ("muscle_id") REFERENCES "public"."muscles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_steps" ADD CONSTRAINT "exercise_steps_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_difficulty_id_difficulties_id_fk" FOREIGN KEY ("difficulty_id") REFERENCES "public"."difficulties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_muscles_lookup_idx" ON "exercise_muscles" USING btree ("muscle_id","muscle_set");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_slug_idx" ON "exercises" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "exercises_equipment_idx" ON "exercises" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "exercises_difficulty_idx" ON "exercises" USING btree ("difficulty_id");--> statement-breakpoint
CREATE INDEX "translations_locale_idx" ON "translations" USING btree ("entity","locale");