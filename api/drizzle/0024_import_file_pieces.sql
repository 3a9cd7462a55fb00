CREATE TABLE "import_file_pieces" (
	"import_id" integer NOT NULL,
	"at" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "import_file_pieces_import_id_at_pk" PRIMARY KEY("import_id","at")
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "file_bytes" integer;--> statement-breakpoint
ALTER TABLE "import_file_pieces" ADD CONSTRAINT "import_file_pieces_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A draft stored before pieces keeps its file as one piece (reading takes pieces of any length).
INSERT INTO "import_file_pieces" ("import_id", "at", "bytes") SELECT "id", 0, "file" FROM "imports" WHERE "file" IS NOT NULL;--> statement-breakpoint
UPDATE "imports" SET "file_bytes" = octet_length("file") WHERE "file" IS NOT NULL;
