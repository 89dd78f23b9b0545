-- Conversations saved before summaries were kept get theirs from their stored JSON (a title cut to the 200 characters a title has now, in the stored conversation too; this preview keeps any markdown marks, the next save writes the shared one), and what each user stores and each owner's feedback rows are counted. Running it again changes nothing.
UPDATE "conversations" SET
  "data" = CASE WHEN length("data"->>'title') > 200 THEN jsonb_set("data", '{title}', to_jsonb(left("data"->>'title', 200))) ELSE "data" END,
  "title" = left(coalesce("data"->>'title', ''), 200),
  "created_at" = CASE WHEN "data"->>'createdAt' ~ '^\d{4}-\d{2}-\d{2}T' THEN ("data"->>'createdAt')::timestamptz END,
  "message_count" = CASE WHEN jsonb_typeof("data"->'messages') = 'array' THEN jsonb_array_length("data"->'messages') ELSE 0 END,
  "preview" = (
    SELECT CASE WHEN length("text") > 60 THEN left("text", 60) || '...' ELSE "text" END
    FROM (SELECT btrim(regexp_replace(coalesce("data"->'messages'->-1->>'content', ''), '\s+', ' ', 'g')) AS "text") AS "last_message"
  ),
  "size_bytes" = octet_length("data"::text)
WHERE "size_bytes" = 0;
--> statement-breakpoint
INSERT INTO "storage_usage" ("user_id", "conversation_bytes", "conversation_count")
SELECT "user_id", sum("size_bytes"), count(*) FROM "conversations" GROUP BY "user_id"
ON CONFLICT ("user_id") DO UPDATE SET "conversation_bytes" = excluded."conversation_bytes", "conversation_count" = excluded."conversation_count";
--> statement-breakpoint
INSERT INTO "feedback_owners" ("owner", "row_count")
SELECT "owner", count(*) FROM "feedback" GROUP BY "owner"
ON CONFLICT ("owner") DO UPDATE SET "row_count" = excluded."row_count";
