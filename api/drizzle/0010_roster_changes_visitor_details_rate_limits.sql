CREATE TABLE "first_timer_proposed_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_timer_id" integer NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_roster_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"change" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_roster_changes_change_check" CHECK ("unit_roster_changes"."change" in ('added', 'removed', 'left', 'made_leader', 'leader_removed'))
);
--> statement-breakpoint
ALTER TABLE "first_timer_proposed_details" ADD CONSTRAINT "first_timer_proposed_details_first_timer_id_first_timers_id_fk" FOREIGN KEY ("first_timer_id") REFERENCES "public"."first_timers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_roster_changes" ADD CONSTRAINT "unit_roster_changes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_roster_changes" ADD CONSTRAINT "unit_roster_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_roster_changes" ADD CONSTRAINT "unit_roster_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_timer_proposed_details_visitor_idx" ON "first_timer_proposed_details" USING btree ("first_timer_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_idx" ON "rate_limit_hits" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "unit_roster_changes_unit_idx" ON "unit_roster_changes" USING btree ("unit_id","changed_at");--> statement-breakpoint
CREATE INDEX "unit_roster_changes_user_idx" ON "unit_roster_changes" USING btree ("user_id","changed_at");