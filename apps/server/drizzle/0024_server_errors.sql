CREATE TABLE "server_errors" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"count" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "server_errors_last_seen" ON "server_errors" USING btree ("last_seen_at");