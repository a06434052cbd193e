-- The numbering trigger (0013_live_events) fires once per inserted row at commit, and its first firing numbers every
-- row of the transaction. Each later firing used to scan for unnumbered rows again, over the index entries the first
-- one left behind, so a transaction that published n events (an engine's batch: hundreds of settlements) paid n²
-- at commit. A later firing now sees its own row numbered already and returns at once: linear in n.
CREATE OR REPLACE FUNCTION "live_events_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pending record;
  next_seq bigint;
  committed_at timestamptz := clock_timestamp();
BEGIN
  IF (SELECT "seq" FROM "live_events" WHERE "id" = NEW."id") IS NOT NULL THEN
    RETURN NULL;
  END IF;
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
$$;
