CREATE TABLE "knowledge_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"reliability" real NOT NULL,
	"source_url" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "knowledge_articles"."title"), 'A') || setweight(to_tsvector('english', "knowledge_articles"."content"), 'B')) STORED NOT NULL,
	CONSTRAINT "knowledge_articles_source_url_unique" UNIQUE("source_url")
);
--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_idx" ON "knowledge_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knowledge_articles_category_idx" ON "knowledge_articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "knowledge_articles_created_at_idx" ON "knowledge_articles" USING btree ("created_at");