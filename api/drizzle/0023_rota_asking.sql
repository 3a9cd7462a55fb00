CREATE TABLE "rota_answer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rota_places" ADD COLUMN "asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rota_answer_tokens" ADD CONSTRAINT "rota_answer_tokens_place_id_rota_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."rota_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rota_answer_tokens_place_idx" ON "rota_answer_tokens" USING btree ("place_id");