CREATE TABLE "occurrence_attendance" (
	"attended_on" date NOT NULL,
	"service_id" integer NOT NULL,
	"service_category" text NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "occurrence_attendance_attended_on_service_id_service_category_pk" PRIMARY KEY("attended_on","service_id","service_category"),
	CONSTRAINT "occurrence_attendance_records_check" CHECK ("occurrence_attendance"."records" >= 0)
);
--> statement-breakpoint
CREATE TABLE "person_month_attendance" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "person_month_attendance_month_user_id_pk" PRIMARY KEY("month","user_id"),
	CONSTRAINT "person_month_attendance_records_check" CHECK ("person_month_attendance"."records" >= 0)
);
--> statement-breakpoint
ALTER TABLE "occurrence_attendance" ADD CONSTRAINT "occurrence_attendance_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_month_attendance" ADD CONSTRAINT "person_month_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Both kept by statement-level triggers on attendance: one grouped write per statement, so an
-- import's batch of thousands of records costs one statement here, not one per record. Rows are
-- locked in key order (no deadlock between two writers); a count that falls to 0 stays a row of 0.
CREATE FUNCTION "keep_attendance_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "occurrence_attendance" k SET "records" = k."records" - g.n
    FROM (SELECT "attended_on", "service_id", "service_category", count(*)::int AS n FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) g
    WHERE k."attended_on" = g."attended_on" AND k."service_id" = g."service_id" AND k."service_category" = g."service_category";
    UPDATE "person_month_attendance" k SET "records" = k."records" - g.n
    FROM (SELECT "user_id", date_trunc('month', "attended_on")::date AS "month", count(*)::int AS n FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2) g
    WHERE k."month" = g."month" AND k."user_id" = g."user_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "occurrence_attendance" AS k ("attended_on", "service_id", "service_category", "records")
    SELECT "attended_on", "service_id", "service_category", count(*)::int FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("attended_on", "service_id", "service_category") DO UPDATE SET "records" = k."records" + excluded."records";
    INSERT INTO "person_month_attendance" AS k ("user_id", "month", "records")
    SELECT "user_id", date_trunc('month', "attended_on")::date, count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("month", "user_id") DO UPDATE SET "records" = k."records" + excluded."records";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "attendance_counts_on_insert" AFTER INSERT ON "attendance" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_attendance_counts"();
--> statement-breakpoint
CREATE TRIGGER "attendance_counts_on_update" AFTER UPDATE ON "attendance" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_attendance_counts"();
--> statement-breakpoint
CREATE TRIGGER "attendance_counts_on_delete" AFTER DELETE ON "attendance" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_attendance_counts"();
--> statement-breakpoint
CREATE FUNCTION "forget_attendance_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "occurrence_attendance";
  DELETE FROM "person_month_attendance";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "attendance_counts_on_truncate" AFTER TRUNCATE ON "attendance" FOR EACH STATEMENT EXECUTE FUNCTION "forget_attendance_counts"();
--> statement-breakpoint
INSERT INTO "occurrence_attendance" ("attended_on", "service_id", "service_category", "records")
SELECT "attended_on", "service_id", "service_category", count(*)::int FROM "attendance" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "person_month_attendance" ("user_id", "month", "records")
SELECT "user_id", date_trunc('month', "attended_on")::date, count(*)::int FROM "attendance" GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE "occurrence_attendance";
--> statement-breakpoint
ANALYZE "person_month_attendance";
