CREATE TABLE "asset_assignment_assets" (
	"assignment_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"testator_id" integer NOT NULL,
	CONSTRAINT "asset_assignment_assets_assignment_id_asset_id_pk" PRIMARY KEY("assignment_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "asset_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"assignment_type_id" integer NOT NULL,
	"number_of_beneficiaries" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"testator_id" integer NOT NULL,
	"position" integer NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"proportion" numeric(6, 3),
	"condition" text NOT NULL,
	"immediate_transfer" boolean DEFAULT false NOT NULL,
	"guardian_id" integer,
	"description" text NOT NULL,
	"sub_description" text
);
--> statement-breakpoint
CREATE TABLE "assignment_entry_files" (
	"entry_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "assignment_entry_files_entry_id_file_id_pk" PRIMARY KEY("entry_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "asset_assignment_assets" ADD CONSTRAINT "asset_assignment_assets_assignment_id_asset_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."asset_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_assignment_assets" ADD CONSTRAINT "asset_assignment_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_assignments" ADD CONSTRAINT "asset_assignments_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_entries" ADD CONSTRAINT "assignment_entries_assignment_id_asset_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."asset_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_entries" ADD CONSTRAINT "assignment_entries_beneficiary_id_entities_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_entries" ADD CONSTRAINT "assignment_entries_guardian_id_entities_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_entry_files" ADD CONSTRAINT "assignment_entry_files_entry_id_assignment_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."assignment_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_entry_files" ADD CONSTRAINT "assignment_entry_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_assignment_assets_asset_key" ON "asset_assignment_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "asset_assignment_assets_testator_id_idx" ON "asset_assignment_assets" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "asset_assignments_testator_id_idx" ON "asset_assignments" USING btree ("testator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_entries_assignment_beneficiary_key" ON "assignment_entries" USING btree ("assignment_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "assignment_entries_testator_id_idx" ON "assignment_entries" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "assignment_entries_beneficiary_id_idx" ON "assignment_entries" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "assignment_entry_files_file_id_idx" ON "assignment_entry_files" USING btree ("file_id");