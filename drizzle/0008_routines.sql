CREATE TABLE "user_routines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"routine_slug" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_routines" ADD CONSTRAINT "user_routines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_routines_user_routine_idx" ON "user_routines" USING btree ("user_id","routine_slug");--> statement-breakpoint
CREATE INDEX "user_routines_added_idx" ON "user_routines" USING btree ("user_id","added_at");