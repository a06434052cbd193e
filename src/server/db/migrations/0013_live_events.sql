CREATE TABLE "live_cursors" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"seq" bigint,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_cursors" ADD CONSTRAINT "live_cursors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_user_seq_idx" ON "live_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_events_unnumbered_idx" ON "live_events" USING btree ("id") WHERE "seq" IS NULL;--> statement-breakpoint
-- Numbers a transaction's live events at its commit and announces them. The first firing numbers every row the
-- transaction inserted (unnumbered rows of other transactions are invisible to it; committed rows are all numbered),
-- in user order, so two transactions never take two users' counters in opposite orders. The counter's row lock is
-- held until the commit ends, so each user's numbers follow commit order. NOTIFY is delivered only after the commit,
-- and never for a transaction that rolls back.
CREATE FUNCTION "live_events_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending record;
  next_seq bigint;
  committed_at timestamptz := clock_timestamp();
BEGIN
  FOR pending IN SELECT "id", "user_id", "type", "payload" FROM "live_events" WHERE "seq" IS NULL ORDER BY "user_id", "id" LOOP
    INSERT INTO "live_cursors" ("user_id", "seq") VALUES (pending."user_id", 1)
      ON CONFLICT ("user_id") DO UPDATE SET "seq" = "live_cursors"."seq" + 1
      RETURNING "seq" INTO next_seq;
    UPDATE "live_events" SET "seq" = next_seq, "created_at" = committed_at WHERE "id" = pending."id";
    PERFORM pg_notify('petrel_live', json_build_object(
      'userId', pending."user_id", 'seq', next_seq, 'atMs', floor(extract(epoch FROM committed_at) * 1000)::bigint,
      'type', pending."type", 'payload', pending."payload")::text);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_events_number_at_commit" AFTER INSERT ON "live_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "live_events_number"();
