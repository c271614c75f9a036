CREATE TABLE "object_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "will_versions" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "will_versions" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_object_key_unique" UNIQUE("object_key");--> statement-breakpoint
ALTER TABLE "will_versions" ADD CONSTRAINT "will_versions_object_key_unique" UNIQUE("object_key");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_bytes_in_one_place" CHECK (("files"."data" is null) <> ("files"."object_key" is null));--> statement-breakpoint
ALTER TABLE "will_versions" ADD CONSTRAINT "will_versions_bytes_in_one_place" CHECK (("will_versions"."data" is null) <> ("will_versions"."object_key" is null));--> statement-breakpoint
-- An object of the bucket is queued for deletion in the very transaction that lets go of it: a row deleted (by
-- the testator, or by a cascade from a person, an asset or the account) or moved to a new key (rotate-data-key).
-- A transaction rolled back queues nothing, so a file is never deleted from the bucket while a row still names it.
CREATE FUNCTION queue_object_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.object_key IS NOT NULL AND (TG_OP = 'DELETE' OR NEW.object_key IS DISTINCT FROM OLD.object_key) THEN
    INSERT INTO object_deletions (key) VALUES (OLD.object_key) ON CONFLICT (key) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER files_queue_object_deletion AFTER DELETE OR UPDATE OF object_key ON files
  FOR EACH ROW EXECUTE FUNCTION queue_object_deletion();--> statement-breakpoint
CREATE TRIGGER will_versions_queue_object_deletion AFTER DELETE OR UPDATE OF object_key ON will_versions
  FOR EACH ROW EXECUTE FUNCTION queue_object_deletion();
