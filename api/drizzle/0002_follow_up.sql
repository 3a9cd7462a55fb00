DROP INDEX "follow_ups_one_open_per_visitor";--> statement-breakpoint
ALTER TABLE "follow_up_feedback" ADD COLUMN "next_contact_on" date;--> statement-breakpoint
CREATE INDEX "first_timers_first_visit_idx" ON "first_timers" USING btree ("first_visit_on");--> statement-breakpoint
CREATE INDEX "follow_up_feedback_contacted_idx" ON "follow_up_feedback" USING btree ("contacted_at");--> statement-breakpoint
-- Feedback written before channels and outcomes were fixed lists (only the demo seed wrote any).
UPDATE "follow_up_feedback" SET "channel" = 'in_person' WHERE "channel" NOT IN ('call', 'whatsapp', 'sms', 'visit', 'email', 'in_person');--> statement-breakpoint
UPDATE "follow_up_feedback" SET "outcome" = 'reached' WHERE "outcome" NOT IN ('reached', 'no_answer', 'left_message', 'wrong_number', 'declined');--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_one_per_visitor" ON "follow_ups" USING btree ("first_timer_id");--> statement-breakpoint
ALTER TABLE "follow_up_feedback" ADD CONSTRAINT "follow_up_feedback_channel_check" CHECK ("follow_up_feedback"."channel" in ('call', 'whatsapp', 'sms', 'visit', 'email', 'in_person'));--> statement-breakpoint
ALTER TABLE "follow_up_feedback" ADD CONSTRAINT "follow_up_feedback_outcome_check" CHECK ("follow_up_feedback"."outcome" in ('reached', 'no_answer', 'left_message', 'wrong_number', 'declined'));