CREATE TABLE "check_in_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"token_hash" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "church_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headcounts" (
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "headcounts_service_id_date_category_source_pk" PRIMARY KEY("service_id","date","category","source"),
	CONSTRAINT "headcounts_count_check" CHECK ("headcounts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "station_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "client_ref" text;--> statement-breakpoint
ALTER TABLE "check_in_stations" ADD CONSTRAINT "check_in_stations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_settings" ADD CONSTRAINT "church_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headcounts" ADD CONSTRAINT "headcounts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_stations_token_unique" ON "check_in_stations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_stations_pairing_unique" ON "check_in_stations" USING btree ("pairing_code_hash");--> statement-breakpoint
CREATE INDEX "headcounts_date_idx" ON "headcounts" USING btree ("date");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_station_id_check_in_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."check_in_stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_client_ref_unique" ON "attendance" USING btree ("user_id","client_ref") WHERE "attendance"."client_ref" is not null;