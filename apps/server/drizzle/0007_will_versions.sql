CREATE TABLE "will_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"template_id" integer,
	"template_name" text NOT NULL,
	"language_code" text NOT NULL,
	"language_name" text NOT NULL,
	"file_format" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"findings" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "will_versions" ADD CONSTRAINT "will_versions_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_versions" ADD CONSTRAINT "will_versions_template_id_will_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."will_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "will_versions_testator_id_idx" ON "will_versions" USING btree ("testator_id");