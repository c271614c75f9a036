CREATE TABLE "written_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"entity_id" integer,
	"asset_id" integer,
	"assignment_id" integer,
	"field" text NOT NULL,
	"script" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "written_forms_one_owner" CHECK (("written_forms"."asset_id" is not null and "written_forms"."entity_id" is null and "written_forms"."assignment_id" is null) or ("written_forms"."asset_id" is null and "written_forms"."entity_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "written_forms" ADD CONSTRAINT "written_forms_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_forms" ADD CONSTRAINT "written_forms_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_forms" ADD CONSTRAINT "written_forms_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "written_forms" ADD CONSTRAINT "written_forms_assignment_id_asset_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."asset_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "written_forms_owner_key" ON "written_forms" USING btree ("testator_id",coalesce("entity_id", 0),coalesce("asset_id", 0),coalesce("assignment_id", 0),"field","script");--> statement-breakpoint
CREATE INDEX "written_forms_entity_id_idx" ON "written_forms" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "written_forms_asset_id_idx" ON "written_forms" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "written_forms_assignment_id_idx" ON "written_forms" USING btree ("assignment_id");