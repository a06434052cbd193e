CREATE TABLE "withdrawal_approvals" (
	"withdrawal_id" bigint NOT NULL,
	"operator" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_approvals_withdrawal_id_operator_pk" PRIMARY KEY("withdrawal_id","operator")
);
--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD CONSTRAINT "withdrawal_approvals_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;