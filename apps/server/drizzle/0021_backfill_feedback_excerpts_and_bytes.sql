-- Ratings kept before keep an excerpt of their question and answer, as new ones do
-- (FEEDBACK.storedExcerptChars: the first 500 characters).
UPDATE "feedback"
SET "feedback_data" = jsonb_set("feedback_data", '{aiResponse}', to_jsonb(left("feedback_data"->>'aiResponse', 500)))
WHERE char_length("feedback_data"->>'aiResponse') > 500;
--> statement-breakpoint
UPDATE "feedback"
SET "feedback_data" = jsonb_set("feedback_data", '{userMessage}', to_jsonb(left("feedback_data"->>'userMessage', 500)))
WHERE char_length("feedback_data"->>'userMessage') > 500;
--> statement-breakpoint
-- Each rating's size (jsonb's text form, a little more than a new rating counts: the next vote on
-- it replaces the figure), and an account's ratings counted against its storage quota.
UPDATE "feedback"
SET "size_bytes" = octet_length(jsonb_build_object('messageId', "message_id", 'isLiked', "is_liked", 'feedbackData', "feedback_data")::text);
--> statement-breakpoint
INSERT INTO "storage_usage" ("user_id", "feedback_bytes")
SELECT "users"."id", sum("feedback"."size_bytes")
FROM "feedback" JOIN "users" ON "feedback"."owner" = 'user:' || "users"."id"::text
GROUP BY "users"."id"
ON CONFLICT ("user_id") DO UPDATE SET "feedback_bytes" = excluded."feedback_bytes";
