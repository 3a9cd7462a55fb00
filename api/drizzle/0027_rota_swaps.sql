CREATE TABLE "rota_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"state" text DEFAULT 'asked' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rota_swaps_state_check" CHECK ("rota_swaps"."state" in ('asked', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "rota_answer_tokens" ADD COLUMN "swap_id" integer;--> statement-breakpoint
ALTER TABLE "rota_swaps" ADD CONSTRAINT "rota_swaps_place_id_rota_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."rota_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_swaps" ADD CONSTRAINT "rota_swaps_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rota_swaps" ADD CONSTRAINT "rota_swaps_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rota_swaps_open_unique" ON "rota_swaps" USING btree ("place_id") WHERE "rota_swaps"."state" = 'asked';--> statement-breakpoint
CREATE INDEX "rota_swaps_to_idx" ON "rota_swaps" USING btree ("to_user_id");--> statement-breakpoint
ALTER TABLE "rota_answer_tokens" ADD CONSTRAINT "rota_answer_tokens_swap_id_rota_swaps_id_fk" FOREIGN KEY ("swap_id") REFERENCES "public"."rota_swaps"("id") ON DELETE cascade ON UPDATE no action;