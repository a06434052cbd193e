CREATE TABLE "contract_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"base_coin" text NOT NULL,
	"quote_coin" text NOT NULL,
	"direction" integer NOT NULL,
	"price_type" integer NOT NULL,
	"limit_price" numeric,
	"margin" numeric NOT NULL,
	"multiple" integer NOT NULL,
	"size" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"open_price" numeric,
	"stop_loss" numeric,
	"take_profit" numeric,
	"liquidation_price" numeric,
	"status" integer NOT NULL,
	"close_price" numeric,
	"close_reason" integer,
	"profit" numeric,
	"created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "contract_positions_direction_check" CHECK ("contract_positions"."direction" in (1, 2)),
	CONSTRAINT "contract_positions_price_type_check" CHECK ("contract_positions"."price_type" in (1, 2)),
	CONSTRAINT "contract_positions_status_check" CHECK ("contract_positions"."status" in (0, 1, 2, 3, 4)),
	CONSTRAINT "contract_positions_positive" CHECK ("contract_positions"."margin" > 0 and "contract_positions"."multiple" > 0)
);
--> statement-breakpoint
CREATE TABLE "second_contract_config" (
	"second" integer PRIMARY KEY NOT NULL,
	"income_rate" numeric NOT NULL,
	"open_amount_min" numeric NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "second_contract_config_positive" CHECK ("second_contract_config"."second" > 0 and "second_contract_config"."income_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "second_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"base_coin" text NOT NULL,
	"quote_coin" text NOT NULL,
	"trade_type" integer NOT NULL,
	"open_amount" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"position_time" integer NOT NULL,
	"income_rate" numeric NOT NULL,
	"open_price" numeric NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"settle_time" timestamp with time zone NOT NULL,
	"settle_price" numeric,
	"settled_at" timestamp with time zone,
	"price_source" text NOT NULL,
	"entry_status" integer DEFAULT 1 NOT NULL,
	"result" integer,
	"profit" numeric,
	CONSTRAINT "second_orders_trade_type_check" CHECK ("second_orders"."trade_type" in (1, 2)),
	CONSTRAINT "second_orders_entry_status_check" CHECK ("second_orders"."entry_status" in (1, 2)),
	CONSTRAINT "second_orders_result_check" CHECK ("second_orders"."result" is null or "second_orders"."result" in (1, 2, 3)),
	CONSTRAINT "second_orders_positive" CHECK ("second_orders"."open_amount" > 0 and "second_orders"."position_time" > 0)
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"base_coin" text NOT NULL,
	"quote_coin" text NOT NULL,
	"side" integer NOT NULL,
	"price" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"total" numeric NOT NULL,
	"fee" numeric DEFAULT '0' NOT NULL,
	"fee_currency" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "spot_orders_side_check" CHECK ("spot_orders"."side" in (1, 2)),
	CONSTRAINT "spot_orders_status_check" CHECK ("spot_orders"."status" in (0, 1, 2)),
	CONSTRAINT "spot_orders_positive" CHECK ("spot_orders"."price" > 0 and "spot_orders"."amount" > 0 and "spot_orders"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_orders" ADD CONSTRAINT "second_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_positions_user_idx" ON "contract_positions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_positions_live_idx" ON "contract_positions" USING btree ("symbol","id") WHERE status in (0, 1);--> statement-breakpoint
CREATE INDEX "second_orders_user_idx" ON "second_orders" USING btree ("user_id","entry_status","open_time");--> statement-breakpoint
CREATE INDEX "second_orders_due_idx" ON "second_orders" USING btree ("settle_time","id") WHERE entry_status = 1;--> statement-breakpoint
CREATE INDEX "spot_orders_user_idx" ON "spot_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "spot_orders_open_idx" ON "spot_orders" USING btree ("symbol","id") WHERE status = 0;