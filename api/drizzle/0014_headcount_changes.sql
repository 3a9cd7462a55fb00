CREATE TABLE "headcount_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"change" integer NOT NULL,
	"client_ref" text NOT NULL,
	"made_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "headcount_changes_change_check" CHECK ("headcount_changes"."change" <> 0)
);
--> statement-breakpoint
ALTER TABLE "headcount_changes" ADD CONSTRAINT "headcount_changes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "headcount_changes_client_ref_unique" ON "headcount_changes" USING btree ("source","client_ref");--> statement-breakpoint
CREATE INDEX "headcount_changes_occurrence_idx" ON "headcount_changes" USING btree ("service_id","date");--> statement-breakpoint
-- The counts kept before changes existed become each source's first change, so every count is the sum of its changes.
INSERT INTO "headcount_changes" ("service_id", "date", "category", "source", "change", "client_ref", "created_at")
SELECT "service_id", "date", "category", "source", "count", 'count-before-changes:' || "service_id" || ':' || "date" || ':' || "category", "updated_at"
FROM "headcounts" WHERE "count" > 0;
