CREATE TABLE "review_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"anchor_kind" text NOT NULL,
	"anchor" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"testator_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"template_id" integer,
	"language_ids" jsonb NOT NULL,
	"reviewer_id" integer,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"verdict" text,
	"verdict_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_grant_id_review_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."review_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_grants" ADD CONSTRAINT "review_grants_testator_id_users_id_fk" FOREIGN KEY ("testator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_grants" ADD CONSTRAINT "review_grants_template_id_will_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."will_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_grants" ADD CONSTRAINT "review_grants_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_comments_testator_id_idx" ON "review_comments" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "review_comments_grant_id_idx" ON "review_comments" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "review_grants_testator_id_idx" ON "review_grants" USING btree ("testator_id");--> statement-breakpoint
CREATE INDEX "review_grants_reviewer_id_idx" ON "review_grants" USING btree ("reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_grants_token_hash_key" ON "review_grants" USING btree ("token_hash");