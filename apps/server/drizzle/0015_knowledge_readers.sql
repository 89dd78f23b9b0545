CREATE TABLE "knowledge_readers" (
	"owner" text NOT NULL,
	"article_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_readers_owner_article_id_pk" PRIMARY KEY("owner","article_id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_readers" ADD CONSTRAINT "knowledge_readers_article_id_knowledge_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "knowledge_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_readers_owner_read_at_idx" ON "knowledge_readers" USING btree ("owner","read_at");