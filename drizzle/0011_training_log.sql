CREATE TABLE "training_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"rest" integer DEFAULT 120 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"group_key" text
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"workout_id" integer,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"set_type" text DEFAULT 'normal' NOT NULL,
	"reps" integer,
	"seconds" integer,
	"load_kg" real,
	"rir" real,
	"rpe" real,
	"done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "training_sets_reps" CHECK ("training_sets"."reps" is null or "training_sets"."reps" between 0 and 1000),
	CONSTRAINT "training_sets_load" CHECK ("training_sets"."load_kg" is null or "training_sets"."load_kg" between 0 and 2000)
);
--> statement-breakpoint
ALTER TABLE "training_entries" ADD CONSTRAINT "training_entries_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_entries" ADD CONSTRAINT "training_entries_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sets" ADD CONSTRAINT "training_sets_entry_id_training_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."training_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_entries_session_idx" ON "training_entries" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "training_entries_exercise_idx" ON "training_entries" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "training_sessions_user_idx" ON "training_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "training_sets_entry_idx" ON "training_sets" USING btree ("entry_id","position");