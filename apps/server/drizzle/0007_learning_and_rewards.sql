CREATE TABLE "reward_achievements" (
	"learner" text NOT NULL,
	"achievement_id" text NOT NULL,
	"unlocked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_achievements_learner_achievement_id_pk" PRIMARY KEY("learner","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "reward_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner" text NOT NULL,
	"icon" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reward_notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "reward_totals" (
	"learner" text PRIMARY KEY NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"messages_count" integer DEFAULT 0 NOT NULL,
	"questions_asked" integer DEFAULT 0 NOT NULL,
	"images_generated" integer DEFAULT 0 NOT NULL,
	"documents_analyzed" integer DEFAULT 0 NOT NULL,
	"learning_paths_completed" integer DEFAULT 0 NOT NULL,
	"active_days" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"last_active_day" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_completed_resources" (
	"learner" text NOT NULL,
	"path_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_completed_resources_learner_path_id_resource_id_pk" PRIMARY KEY("learner","path_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "learning_path_progress" (
	"learner" text NOT NULL,
	"path_id" text NOT NULL,
	"reported_progress" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_path_progress_learner_path_id_pk" PRIMARY KEY("learner","path_id")
);
--> statement-breakpoint
CREATE TABLE "learning_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner" text NOT NULL,
	"topic" text NOT NULL,
	"question" text NOT NULL,
	"is_confused" boolean NOT NULL,
	"gap_type" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "learning_questions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "learning_topics" (
	"learner" text NOT NULL,
	"topic" text NOT NULL,
	"category" text NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL,
	"confidence_level" text NOT NULL,
	"first_mentioned" timestamp with time zone NOT NULL,
	"last_mentioned" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_topics_learner_topic_pk" PRIMARY KEY("learner","topic")
);
--> statement-breakpoint
CREATE TABLE "background_learning_topics" (
	"topic_key" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"articles_stored" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_learning_topics_state_check" CHECK ("background_learning_topics"."state" in ('queued', 'active', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "reward_notifications_learner_seq" ON "reward_notifications" USING btree ("learner","seq");--> statement-breakpoint
CREATE INDEX "learning_questions_learner_topic" ON "learning_questions" USING btree ("learner","topic","asked_at");--> statement-breakpoint
CREATE INDEX "background_learning_topics_state_idx" ON "background_learning_topics" USING btree ("state","finished_at");