CREATE TABLE "boot_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "boot_state_single_row" CHECK ("boot_state"."id" = 1)
);
