CREATE TABLE "asset_attribute_files" (
	"attribute_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "asset_attribute_files_attribute_id_file_id_pk" PRIMARY KEY("attribute_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "asset_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"testator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"master_id" integer NOT NULL,
	"value" text,
	"value_encrypted" text,
	"value_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_flags" (
	"asset_id" integer NOT NULL,
	"testator_id" integer NOT NULL,
	"boolean_id" integer NOT NULL,
	CONSTRAINT "asset_flags_asset_id_boolean_id_pk" PRIMARY KEY("asset_id","boolean_id")
);
--> statement-breakpoint
CREATE TABLE "asset_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"testator_id" integer NOT NULL,
	"location_type" char(1) NOT NULL,
	"address_details" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"country" text NOT NULL,
	"landmark" text NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_specific_attribute_files" (
	"attribute_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "asset_specific_attribute_files_attribute_id_file_id_pk" PRIMARY KEY("attribute_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "asset_specific_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"testator_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"asset_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"subtype_id" integer NOT NULL,
	"value_paise" bigint NOT NULL,
	"ownership_type_id" integer NOT NULL,
	"ownership_percentage" numeric(6, 3),
	"description" text NOT NULL,
	"date_of_inclusion" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "asset_id" integer;--> statement-breakpoint
ALTER TABLE "master_items" ADD COLUMN "parent_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "master_items" ADD COLUMN "field_type" text;--> statement-breakpoint
ALTER TABLE "master_items" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_attribute_files" ADD CONSTRAINT "asset_attribute_files_attribute_id_asset_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."asset_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_attribute_files" ADD CONSTRAINT "asset_attribute_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_attributes" ADD CONSTRAINT "asset_attributes_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_flags" ADD CONSTRAINT "asset_flags_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_locations" ADD CONSTRAINT "asset_locations_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_specific_attribute_files" ADD CONSTRAINT "asset_specific_attribute_files_attribute_id_asset_specific_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."asset_specific_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_specific_attribute_files" ADD CONSTRAINT "asset_specific_attribute_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_specific_attributes" ADD CONSTRAINT "asset_specific_attributes_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_attribute_files_file_id_idx" ON "asset_attribute_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_attributes_asset_kind_master_key" ON "asset_attributes" USING btree ("asset_id","kind","master_id");--> statement-breakpoint
CREATE INDEX "asset_attributes_testator_id_idx" ON "asset_attributes" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "asset_flags_testator_id_idx" ON "asset_flags" USING btree ("testator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_locations_asset_key" ON "asset_locations" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "asset_locations_testator_id_idx" ON "asset_locations" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "asset_specific_attribute_files_file_id_idx" ON "asset_specific_attribute_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "asset_specific_attributes_asset_id_idx" ON "asset_specific_attributes" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "asset_specific_attributes_testator_id_idx" ON "asset_specific_attributes" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "assets_testator_type_idx" ON "assets" USING btree ("testator_id","asset_type_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_asset_id_idx" ON "files" USING btree ("asset_id");