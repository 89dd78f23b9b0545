CREATE TABLE "file_chunks" (
	"document_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"content" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "file_chunks"."content")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner" text NOT NULL,
	"conversation_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"text_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_document_id_file_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "file_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_chunks_document_idx" ON "file_chunks" USING btree ("document_id","ordinal");--> statement-breakpoint
CREATE INDEX "file_chunks_search_idx" ON "file_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "file_documents_owner_conversation_idx" ON "file_documents" USING btree ("owner","conversation_id");--> statement-breakpoint
CREATE INDEX "file_documents_owner_created_at_idx" ON "file_documents" USING btree ("owner","created_at");