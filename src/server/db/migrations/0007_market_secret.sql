CREATE TABLE "market_secret" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_secret_single_row" CHECK ("market_secret"."id" = 1),
	CONSTRAINT "market_secret_length" CHECK (octet_length("market_secret"."secret") = 32)
);
