CREATE TABLE "will_reminder_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "will_reminder_mails_kind" CHECK ("will_reminder_mails"."kind" in ('outOfDate', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "will_reminder_settings" (
	"testator_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "will_reminder_mails" ADD CONSTRAINT "will_reminder_mails_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_reminder_mails" ADD CONSTRAINT "will_reminder_mails_version_id_will_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."will_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "will_reminder_settings" ADD CONSTRAINT "will_reminder_settings_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "will_reminder_mails_once_key" ON "will_reminder_mails" USING btree ("version_id","kind","period");--> statement-breakpoint
CREATE INDEX "will_reminder_mails_testator_id_idx" ON "will_reminder_mails" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "will_reminder_settings_due_idx" ON "will_reminder_settings" USING btree ("checked_at") WHERE "will_reminder_settings"."enabled";