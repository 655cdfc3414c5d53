-- The feed's live "N new" pill (issue 40, decisions 0072 and 0073). Every statement that writes acts tells
-- the instances that LISTEN on "feed_acts" whose acts they were: one notification per actor, its id the
-- only payload (never what was done, nor by whom it is seen). PostgreSQL delivers notifications only when
-- the transaction commits (none for one rolled back) and folds equal ones within a transaction. Each
-- instance wakes the feed streams of the actors' followers on it, which re-read their count through the
-- feed's own rule (gateway/live/feed-acts.ts).
CREATE FUNCTION "feed_notify_acts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('feed_acts', a."actor_id"::text) FROM (SELECT DISTINCT "actor_id" FROM "new_rows") a;
  RETURN NULL;
END
$$;
CREATE TRIGGER "activities_notify" AFTER INSERT ON "activities"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "feed_notify_acts"();
