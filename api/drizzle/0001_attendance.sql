CREATE TABLE "attendance_goals" (
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"goal" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_goals_user_id_year_month_pk" PRIMARY KEY("user_id","year","month"),
	CONSTRAINT "attendance_goals_month_check" CHECK ("attendance_goals"."month" between 1 and 12),
	CONSTRAINT "attendance_goals_goal_check" CHECK ("attendance_goals"."goal" >= 1)
);
--> statement-breakpoint
CREATE TABLE "service_cancellations" (
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_cancellations_service_id_date_pk" PRIMARY KEY("service_id","date")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "active_from" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "active_until" date;--> statement-breakpoint
ALTER TABLE "attendance_goals" ADD CONSTRAINT "attendance_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_cancellations" ADD CONSTRAINT "service_cancellations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_cancellations" ADD CONSTRAINT "service_cancellations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_cancellations_date_idx" ON "service_cancellations" USING btree ("date");--> statement-breakpoint
-- Services that existed before this migration were held from the day they were added, or from their first recorded attendance if earlier.
UPDATE "services" SET "active_from" = LEAST("created_at"::date, COALESCE((SELECT min("attended_on") FROM "attendance" WHERE "attendance"."service_id" = "services"."id"), "created_at"::date));--> statement-breakpoint
UPDATE "services" SET "active_until" = GREATEST("active_from", COALESCE((SELECT max("attended_on") FROM "attendance" WHERE "attendance"."service_id" = "services"."id"), "active_from")) WHERE NOT "is_active";
