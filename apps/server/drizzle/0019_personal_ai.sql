CREATE TABLE "auto_prompt_lists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"auto_prompts" jsonb NOT NULL,
	"size_bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_ai_analyses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"insights" jsonb NOT NULL,
	"learning_progress" jsonb NOT NULL,
	"analysed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_preferences" (
	"user_id" uuid NOT NULL,
	"id" text NOT NULL,
	"category" text NOT NULL,
	"preference" text NOT NULL,
	"value" text NOT NULL,
	"date_added" timestamp with time zone NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "personal_preferences_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "personality_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"style" text NOT NULL,
	"verbosity" text NOT NULL,
	"expertise" text NOT NULL,
	"tone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_usage" ADD COLUMN "personal_ai_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_prompt_lists" ADD CONSTRAINT "auto_prompt_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_ai_analyses" ADD CONSTRAINT "personal_ai_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_preferences" ADD CONSTRAINT "personal_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_settings" ADD CONSTRAINT "personality_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_preferences_user_added" ON "personal_preferences" USING btree ("user_id","date_added");