CREATE TABLE "event_units" (
	"event_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "event_units_event_id_unit_id_pk" PRIMARY KEY("event_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "form_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_message_id" integer NOT NULL,
	"author_id" integer,
	"message" text NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_messages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_units" ADD CONSTRAINT "event_units_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_units" ADD CONSTRAINT "event_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_replies" ADD CONSTRAINT "form_replies_form_message_id_form_messages_id_fk" FOREIGN KEY ("form_message_id") REFERENCES "public"."form_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_replies" ADD CONSTRAINT "form_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_units_unit_idx" ON "event_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "form_replies_message_idx" ON "form_replies" USING btree ("form_message_id","created_at");