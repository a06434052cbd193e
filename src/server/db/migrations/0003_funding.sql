CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"holder_name" text NOT NULL,
	"card_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_settings" (
	"currency" text PRIMARY KEY NOT NULL,
	"recharge_min" numeric NOT NULL,
	"withdraw_min" numeric NOT NULL,
	"withdraw_max" numeric NOT NULL,
	"withdraw_fee" numeric NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_addresses_currency_network_pk" PRIMARY KEY("currency","network")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric NOT NULL,
	"proof_file_id" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "deposits_status_check" CHECK (status in (0, 1, 2)),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"amount" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"receive" numeric NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"amount" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"realarrive" numeric NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status_check" CHECK (status in (0, 1, 2)),
	CONSTRAINT "withdrawals_amounts_check" CHECK ("withdrawals"."fee" >= 0 and "withdrawals"."realarrive" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_proof_file_id_uploads_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD CONSTRAINT "exchange_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cards_user_idx" ON "bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "exchange_quotes_user_idx" ON "exchange_quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_addresses_user_idx" ON "withdrawal_addresses" USING btree ("user_id","currency");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");