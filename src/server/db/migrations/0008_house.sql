CREATE TABLE "house_limits" (
	"product" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"value" numeric NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "house_limits_pk" PRIMARY KEY("product","name","currency"),
	CONSTRAINT "house_limits_product_check" CHECK ("house_limits"."product" in ('spot', 'contract', 'second')),
	CONSTRAINT "house_limits_name_check" CHECK ("house_limits"."name" in ('stake-max', 'exposure-max', 'daily-loss-max')),
	CONSTRAINT "house_limits_positive" CHECK ("house_limits"."value" > 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_transactions_kind_time_idx" ON "ledger_transactions" USING btree ("kind","created_at");--> statement-breakpoint
-- Safe defaults, in the quote coin of the pairs each row bounds (docs/operations.md "House limits"); an operator raises them with `npm run ops -- house limits set`.
INSERT INTO "house_limits" ("product", "name", "currency", "value", "updated_at") VALUES
	('second', 'stake-max', 'USDT', 500, now()),
	('second', 'exposure-max', 'USDT', 20000, now()),
	('second', 'daily-loss-max', 'USDT', 10000, now()),
	('second', 'stake-max', 'BTC', 0.01, now()),
	('second', 'exposure-max', 'BTC', 0.4, now()),
	('second', 'daily-loss-max', 'BTC', 0.2, now()),
	('second', 'stake-max', 'ETH', 0.2, now()),
	('second', 'exposure-max', 'ETH', 8, now()),
	('second', 'daily-loss-max', 'ETH', 4, now()),
	('contract', 'stake-max', 'USDT', 10000, now()),
	('contract', 'exposure-max', 'USDT', 1000000, now()),
	('contract', 'daily-loss-max', 'USDT', 50000, now()),
	('spot', 'stake-max', 'USDT', 100000, now()),
	('spot', 'exposure-max', 'USDT', 1000000, now()),
	('spot', 'daily-loss-max', 'USDT', 50000, now()),
	('spot', 'stake-max', 'BTC', 2, now()),
	('spot', 'exposure-max', 'BTC', 20, now()),
	('spot', 'daily-loss-max', 'BTC', 1, now()),
	('spot', 'stake-max', 'ETH', 40, now()),
	('spot', 'exposure-max', 'ETH', 400, now()),
	('spot', 'daily-loss-max', 'ETH', 20, now())
ON CONFLICT DO NOTHING;
