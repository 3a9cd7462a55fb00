CREATE TABLE "child_care" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"allergies" text,
	"care_notes" text,
	"school_grade" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_care_school_grade_check" CHECK ("child_care"."school_grade" between 0 and 13)
);
--> statement-breakpoint
CREATE TABLE "household_people" (
	"household_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_people_household_id_user_id_pk" PRIMARY KEY("household_id","user_id"),
	CONSTRAINT "household_people_role_check" CHECK ("household_people"."role" in ('adult', 'child'))
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "child_care" ADD CONSTRAINT "child_care_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_people" ADD CONSTRAINT "household_people_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_people" ADD CONSTRAINT "household_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_people_user_idx" ON "household_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "households_name_idx" ON "households" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '')) gin_trgm_ops);