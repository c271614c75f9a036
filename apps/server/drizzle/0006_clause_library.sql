CREATE TABLE "clause_heading_names" (
	"heading_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "clause_heading_names_heading_id_language_id_pk" PRIMARY KEY("heading_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "clause_headings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clause_headings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "clauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"heading_id" integer NOT NULL,
	"clause_key" text NOT NULL,
	"language_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "will_template_rows" (
	"template_id" integer NOT NULL,
	"position" integer NOT NULL,
	"heading_id" integer NOT NULL,
	"clause_key" text,
	CONSTRAINT "will_template_rows_template_id_position_pk" PRIMARY KEY("template_id","position")
);
--> statement-breakpoint
CREATE TABLE "will_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "will_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "clause_heading_names" ADD CONSTRAINT "clause_heading_names_heading_id_clause_headings_id_fk" FOREIGN KEY ("heading_id") REFERENCES "public"."clause_headings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clause_heading_names" ADD CONSTRAINT "clause_heading_names_language_id_languages_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("language_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clauses" ADD CONSTRAINT "clauses_heading_id_clause_headings_id_fk" FOREIGN KEY ("heading_id") REFERENCES "public"."clause_headings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clauses" ADD CONSTRAINT "clauses_language_id_languages_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("language_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_template_rows" ADD CONSTRAINT "will_template_rows_template_id_will_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."will_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_template_rows" ADD CONSTRAINT "will_template_rows_heading_id_clause_headings_id_fk" FOREIGN KEY ("heading_id") REFERENCES "public"."clause_headings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clauses_key_language_key" ON "clauses" USING btree ("clause_key","language_id");--> statement-breakpoint
CREATE INDEX "clauses_heading_id_idx" ON "clauses" USING btree ("heading_id");--> statement-breakpoint
CREATE INDEX "will_template_rows_heading_id_idx" ON "will_template_rows" USING btree ("heading_id");