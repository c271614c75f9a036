CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"address_type_id" integer NOT NULL,
	"door_no" text NOT NULL,
	"building_number" text NOT NULL,
	"street" text NOT NULL,
	"pincode" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"district" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"contact_type_id" integer NOT NULL,
	"contact_details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"document_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "document_files_document_id_file_id_pk" PRIMARY KEY("document_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_flags" (
	"entity_id" integer NOT NULL,
	"testator_id" integer NOT NULL,
	"boolean_master_id" integer NOT NULL,
	CONSTRAINT "entity_flags_entity_id_boolean_master_id_pk" PRIMARY KEY("entity_id","boolean_master_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"entity_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identification_files" (
	"identification_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "identification_files_identification_id_file_id_pk" PRIMARY KEY("identification_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "identifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"id_type" integer NOT NULL,
	"document_no_encrypted" text NOT NULL,
	"document_no_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_item_translations" (
	"master_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "master_item_translations_master_type_item_id_language_id_pk" PRIMARY KEY("master_type","item_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "master_items" (
	"master_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "master_items_master_type_item_id_pk" PRIMARY KEY("master_type","item_id")
);
--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "middle_name" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "dod" date;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "gender" char(1);--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "marital_status_id" integer;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "religion_id" integer;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "relation_id" integer;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "designation" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "corporate_type_id" integer;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "commencement_date" date;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "enforcement_date" date;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "profile_image_file_id" integer;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_attributes" ADD CONSTRAINT "entity_attributes_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_flags" ADD CONSTRAINT "entity_flags_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_files" ADD CONSTRAINT "identification_files_identification_id_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."identifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_files" ADD CONSTRAINT "identification_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identifications" ADD CONSTRAINT "identifications_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_item_translations" ADD CONSTRAINT "master_item_translations_language_id_languages_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("language_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_entity_type_key" ON "addresses" USING btree ("entity_id","address_type_id");--> statement-breakpoint
CREATE INDEX "addresses_testator_id_idx" ON "addresses" USING btree ("testator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_entity_details_key" ON "contacts" USING btree ("entity_id","contact_details");--> statement-breakpoint
CREATE INDEX "contacts_testator_id_idx" ON "contacts" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "document_files_file_id_idx" ON "document_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "documents_testator_id_idx" ON "documents" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "documents_entity_id_idx" ON "documents" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "entity_attributes_testator_id_idx" ON "entity_attributes" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "entity_attributes_entity_id_idx" ON "entity_attributes" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "entity_flags_testator_id_idx" ON "entity_flags" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "files_testator_id_idx" ON "files" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "files_entity_id_idx" ON "files" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "identification_files_file_id_idx" ON "identification_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identifications_entity_type_key" ON "identifications" USING btree ("entity_id","id_type");--> statement-breakpoint
CREATE INDEX "identifications_testator_id_idx" ON "identifications" USING btree ("testator_id");--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_parent_id_entities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_profile_image_file_id_files_id_fk" FOREIGN KEY ("profile_image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entities_testator_kind_idx" ON "entities" USING btree ("testator_id","kind");--> statement-breakpoint
CREATE INDEX "entities_parent_id_idx" ON "entities" USING btree ("parent_id");