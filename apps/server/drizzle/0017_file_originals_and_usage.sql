ALTER TABLE "storage_usage" ADD COLUMN "file_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_documents" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "file_documents" ADD COLUMN "original_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Files kept before this migration count against their owners' quota from now on.
INSERT INTO "storage_usage" ("user_id", "file_bytes")
SELECT "users"."id", sum("file_documents"."text_bytes" + "file_documents"."original_bytes")
FROM "file_documents" JOIN "users" ON "file_documents"."owner" = 'user:' || "users"."id"::text
GROUP BY "users"."id"
ON CONFLICT ("user_id") DO UPDATE SET "file_bytes" = excluded."file_bytes";
