CREATE TABLE "news_feed_reads" (
	"feed_url" text PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"category" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"source_name" text NOT NULL,
	"feed_url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_category_url_pk" PRIMARY KEY("category","url")
);
--> statement-breakpoint
CREATE INDEX "news_items_published_at_idx" ON "news_items" USING btree ("category","published_at");