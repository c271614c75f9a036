CREATE TABLE "will_template_translations" (
	"template_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"seed_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "will_template_translations_template_id_language_id_pk" PRIMARY KEY("template_id","language_id")
);
--> statement-breakpoint
ALTER TABLE "will_template_translations" ADD CONSTRAINT "will_template_translations_template_id_will_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."will_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_template_translations" ADD CONSTRAINT "will_template_translations_language_id_languages_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("language_id") ON DELETE cascade ON UPDATE no action;