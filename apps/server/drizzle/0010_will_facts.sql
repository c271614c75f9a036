CREATE TABLE "will_plans" (
	"testator_id" integer PRIMARY KEY NOT NULL,
	"signs_by" text DEFAULT 'signature' NOT NULL,
	"muslim_school" text,
	"guardian_id" integer,
	"backup_guardian_id" integer,
	"property_manager_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "will_residuaries" (
	"testator_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"position" integer NOT NULL,
	"share" numeric(6, 3),
	CONSTRAINT "will_residuaries_testator_id_entity_id_pk" PRIMARY KEY("testator_id","entity_id")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "nominee_name" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "nominee_relation_id" integer;--> statement-breakpoint
ALTER TABLE "assignment_entries" ADD COLUMN "condition_kind" text;--> statement-breakpoint
ALTER TABLE "assignment_entries" ADD COLUMN "condition_age" integer;--> statement-breakpoint
ALTER TABLE "assignment_entries" ADD COLUMN "remainder_id" integer;--> statement-breakpoint
ALTER TABLE "clauses" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "clauses" ADD COLUMN "proposed_content" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "parentage_kind" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "parentage_name" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "parentage_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "will_versions" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "will_plans" ADD CONSTRAINT "will_plans_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_plans" ADD CONSTRAINT "will_plans_guardian_id_entities_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_plans" ADD CONSTRAINT "will_plans_backup_guardian_id_entities_id_fk" FOREIGN KEY ("backup_guardian_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_plans" ADD CONSTRAINT "will_plans_property_manager_id_entities_id_fk" FOREIGN KEY ("property_manager_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_residuaries" ADD CONSTRAINT "will_residuaries_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_residuaries" ADD CONSTRAINT "will_residuaries_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "will_residuaries_entity_id_idx" ON "will_residuaries" USING btree ("entity_id");--> statement-breakpoint
ALTER TABLE "assignment_entries" ADD CONSTRAINT "assignment_entries_remainder_id_entities_id_fk" FOREIGN KEY ("remainder_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;