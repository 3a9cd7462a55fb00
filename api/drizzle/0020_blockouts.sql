CREATE TABLE "blockouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_on" date NOT NULL,
	"to_on" date NOT NULL,
	"repeat" text,
	"until_on" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blockouts_days_check" CHECK ("blockouts"."to_on" >= "blockouts"."from_on"),
	CONSTRAINT "blockouts_repeat_check" CHECK ("blockouts"."repeat" in ('weekly', 'every_other_week', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "blockouts" ADD CONSTRAINT "blockouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blockouts_user_idx" ON "blockouts" USING btree ("user_id");