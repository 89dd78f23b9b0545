CREATE TABLE "knowledge_passages" (
	"article_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"content" text NOT NULL,
	"terms" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "knowledge_passages"."content")) STORED NOT NULL,
	CONSTRAINT "knowledge_passages_article_id_ordinal_pk" PRIMARY KEY("article_id","ordinal")
);
--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_article_id_knowledge_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "knowledge_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_passages_search_idx" ON "knowledge_passages" USING gin ("search_vector");--> statement-breakpoint
-- Articles stored before passages existed (introductions): each of their lines becomes a passage; the passages' terms are read from their text when first needed.
INSERT INTO "knowledge_passages" ("article_id", "ordinal", "content")
SELECT a."id", (p."n" - 1)::integer, btrim(p."line")
FROM "knowledge_articles" a, regexp_split_to_table(a."content", E'\n+') WITH ORDINALITY AS p("line", "n")
WHERE btrim(p."line") <> '';
