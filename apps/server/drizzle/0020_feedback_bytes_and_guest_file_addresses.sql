ALTER TABLE "feedback" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_usage" ADD COLUMN "feedback_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_documents" ADD COLUMN "guest_address" text;--> statement-breakpoint
CREATE INDEX "file_documents_guest_address_created_at_idx" ON "file_documents" USING btree ("guest_address","created_at");