CREATE TABLE "usage_counters" (
	"subject" text NOT NULL,
	"month_key" text NOT NULL,
	"feature" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_counters_subject_month_key_feature_pk" PRIMARY KEY("subject","month_key","feature")
);
