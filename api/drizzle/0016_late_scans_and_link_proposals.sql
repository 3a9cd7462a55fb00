CREATE TABLE "first_timer_link_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_timer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"matched" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_timer_link_proposals_matched_check" CHECK ("first_timer_link_proposals"."matched" in ('email', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "made_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "sent_late_minutes" integer;--> statement-breakpoint
ALTER TABLE "first_timer_link_proposals" ADD CONSTRAINT "first_timer_link_proposals_first_timer_id_first_timers_id_fk" FOREIGN KEY ("first_timer_id") REFERENCES "public"."first_timers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_timer_link_proposals" ADD CONSTRAINT "first_timer_link_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "first_timer_link_proposals_once" ON "first_timer_link_proposals" USING btree ("first_timer_id","user_id");--> statement-breakpoint
CREATE INDEX "first_timer_link_proposals_user_idx" ON "first_timer_link_proposals" USING btree ("user_id");