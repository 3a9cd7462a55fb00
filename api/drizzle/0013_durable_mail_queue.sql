CREATE TABLE "mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"message" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"tried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('message', 'password-reset', 'invitation')),
	CONSTRAINT "mail_queue_status_check" CHECK ("mail_queue"."status" in ('pending', 'sending', 'sent', 'dropped'))
);
--> statement-breakpoint
CREATE INDEX "mail_queue_waiting_idx" ON "mail_queue" USING btree ("id") WHERE "mail_queue"."status" in ('pending', 'sending');