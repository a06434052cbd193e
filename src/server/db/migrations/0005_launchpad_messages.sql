CREATE TABLE "launchpad_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"requested" numeric NOT NULL,
	"price" numeric NOT NULL,
	"cost" numeric NOT NULL,
	"allocated" numeric,
	"ratio" numeric,
	"paid" numeric,
	"refunded" numeric,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"allocated_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "launchpad_subscriptions_status_check" CHECK ("launchpad_subscriptions"."status" in (0, 1, 2, 3)),
	CONSTRAINT "launchpad_subscriptions_positive" CHECK ("launchpad_subscriptions"."requested" > 0 and "launchpad_subscriptions"."price" > 0 and "launchpad_subscriptions"."cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coin" text NOT NULL,
	"name" text NOT NULL,
	"issued_amount" numeric NOT NULL,
	"offered_amount" numeric NOT NULL,
	"price" numeric NOT NULL,
	"min_purchase" numeric NOT NULL,
	"purchase_limit" numeric NOT NULL,
	"lockup_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"intro" jsonb NOT NULL,
	"white_paper" text DEFAULT '' NOT NULL,
	"allocated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listings_window" CHECK ("listings"."ends_at" > "listings"."starts_at"),
	CONSTRAINT "listings_positive" CHECK ("listings"."issued_amount" > 0 and "listings"."offered_amount" > 0 and "listings"."offered_amount" <= "listings"."issued_amount" and "listings"."price" > 0 and "listings"."min_purchase" > 0 and "listings"."purchase_limit" >= "listings"."min_purchase" and "listings"."lockup_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "launchpad_subscriptions" ADD CONSTRAINT "launchpad_subscriptions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launchpad_subscriptions" ADD CONSTRAINT "launchpad_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launchpad_subscriptions_user_idx" ON "launchpad_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "launchpad_subscriptions_listing_idx" ON "launchpad_subscriptions" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE INDEX "launchpad_subscriptions_locked_idx" ON "launchpad_subscriptions" USING btree ("release_at") WHERE status = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_coin_unique" ON "listings" USING btree ("coin");--> statement-breakpoint
CREATE INDEX "listings_unallocated_idx" ON "listings" USING btree ("ends_at") WHERE allocated_at is null;--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_reference_unique" ON "messages" USING btree ("user_id","reference");