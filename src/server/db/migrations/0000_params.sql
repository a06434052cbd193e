CREATE TABLE "params" (
	"param_name" text PRIMARY KEY NOT NULL,
	"value_name" text NOT NULL,
	"key_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
