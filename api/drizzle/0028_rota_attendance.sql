ALTER TABLE "attendance" ADD COLUMN "rota_team_id" integer;--> statement-breakpoint
ALTER TABLE "rota_places" ADD COLUMN "attendance_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_rota_team_id_teams_id_fk" FOREIGN KEY ("rota_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;