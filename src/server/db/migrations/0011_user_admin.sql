ALTER TABLE "users" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_by" text;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "reverses_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("reverses_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reverses_unique" UNIQUE("reverses_transaction_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_frozen_complete" CHECK (("users"."frozen_at" is null) = ("users"."frozen_reason" is null) and ("users"."frozen_at" is null) = ("users"."frozen_by" is null));