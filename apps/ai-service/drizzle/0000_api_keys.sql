CREATE TABLE "ai_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"tokens" double precision NOT NULL,
	"tokens_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "ai_api_keys_prefix_unique" UNIQUE("prefix"),
	CONSTRAINT "ai_api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "ai_api_keys_rate_check" CHECK ("ai_api_keys"."rate_per_minute" between 1 and 100000),
	CONSTRAINT "ai_api_keys_name_check" CHECK (length("ai_api_keys"."name") between 1 and 100)
);
