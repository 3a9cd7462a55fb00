CREATE TABLE "rota_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"served_on" date NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rota_places_state_check" CHECK ("rota_places"."state" in ('draft', 'asked', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "rota_places" ADD CONSTRAINT "rota_places_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_places" ADD CONSTRAINT "rota_places_position_id_team_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."team_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_places" ADD CONSTRAINT "rota_places_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_places" ADD CONSTRAINT "rota_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rota_places_unique" ON "rota_places" USING btree ("position_id","service_id","served_on","user_id");--> statement-breakpoint
CREATE INDEX "rota_places_team_idx" ON "rota_places" USING btree ("team_id","served_on");--> statement-breakpoint
CREATE INDEX "rota_places_person_idx" ON "rota_places" USING btree ("user_id","served_on");