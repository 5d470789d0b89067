-- CreateTable
CREATE TABLE "library_counts" (
    "user_id" UUID NOT NULL,
    "delivered_images" INTEGER NOT NULL DEFAULT 0,
    "like_me_images" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "library_counts_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "library_counts" ADD CONSTRAINT "library_counts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The counts are kept by PostgreSQL in the transaction that changes generated_images, whoever changes it (the app,
-- a cascade from users, a script), so they never drift from the rows. What counts, as list-generated-images.ts reads
-- the gallery: DELIVERED (a headshot or background change, succeeded, not deleted) and LOOKS_LIKE_ME (usable, or not
-- judged and not flagged; not below the user's own p10 of likeness).
CREATE FUNCTION "library_counts_delivered"(kind text, status "MediaStatus", deleted_at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT kind IN ('headshot', 'background') AND status = 'succeeded' AND deleted_at IS NULL $$;

CREATE FUNCTION "library_counts_like_me"(usable boolean, identity_flag boolean, may_not_look_like_you boolean) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (usable IS TRUE OR (usable IS NULL AND NOT identity_flag)) AND NOT may_not_look_like_you $$;

-- Inserts and deletes: once per statement over its rows (a bulk insert or an account's cascade updates each user's
-- row once), users in id order so that two statements touching the same users lock them in the same order.
CREATE FUNCTION "library_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "library_counts" AS c ("user_id", "delivered_images", "like_me_images")
    SELECT n."user_id", count(*), count(*) FILTER (WHERE "library_counts_like_me"(n."usable", n."identity_flag", n."may_not_look_like_you"))
    FROM "library_counts_new" n
    WHERE "library_counts_delivered"(n."kind", n."status", n."deleted_at")
    GROUP BY n."user_id" ORDER BY n."user_id"
  ON CONFLICT ("user_id") DO UPDATE SET
    "delivered_images" = c."delivered_images" + EXCLUDED."delivered_images",
    "like_me_images" = c."like_me_images" + EXCLUDED."like_me_images";
  RETURN NULL;
END;
$$;

CREATE FUNCTION "library_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A user being deleted may have lost its row already (the cascade from users): nothing to update then.
  UPDATE "library_counts" c SET
    "delivered_images" = c."delivered_images" - gone."delivered",
    "like_me_images" = c."like_me_images" - gone."like_me"
  FROM (
    SELECT o."user_id", count(*) AS "delivered", count(*) FILTER (WHERE "library_counts_like_me"(o."usable", o."identity_flag", o."may_not_look_like_you")) AS "like_me"
    FROM "library_counts_old" o
    WHERE "library_counts_delivered"(o."kind", o."status", o."deleted_at")
    GROUP BY o."user_id" ORDER BY o."user_id"
  ) gone
  WHERE c."user_id" = gone."user_id";
  RETURN NULL;
END;
$$;

-- Updates: per row, and only where a column of the filters changed (the trigger's WHEN: a job's progress, a
-- consistency measure or a favorite never reach the function); the user's row is written only if a count moves.
CREATE FUNCTION "library_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_delivered int := "library_counts_delivered"(OLD."kind", OLD."status", OLD."deleted_at")::int;
  is_delivered int := "library_counts_delivered"(NEW."kind", NEW."status", NEW."deleted_at")::int;
  was_like_me int := (was_delivered = 1 AND "library_counts_like_me"(OLD."usable", OLD."identity_flag", OLD."may_not_look_like_you"))::int;
  is_like_me int := (is_delivered = 1 AND "library_counts_like_me"(NEW."usable", NEW."identity_flag", NEW."may_not_look_like_you"))::int;
BEGIN
  IF OLD."user_id" = NEW."user_id" THEN
    IF is_delivered <> was_delivered OR is_like_me <> was_like_me THEN
      INSERT INTO "library_counts" AS c ("user_id", "delivered_images", "like_me_images")
        VALUES (NEW."user_id", is_delivered - was_delivered, is_like_me - was_like_me)
      ON CONFLICT ("user_id") DO UPDATE SET
        "delivered_images" = c."delivered_images" + EXCLUDED."delivered_images",
        "like_me_images" = c."like_me_images" + EXCLUDED."like_me_images";
    END IF;
    RETURN NULL;
  END IF;
  IF was_delivered = 1 THEN
    UPDATE "library_counts" SET "delivered_images" = "delivered_images" - 1, "like_me_images" = "like_me_images" - was_like_me
    WHERE "user_id" = OLD."user_id";
  END IF;
  IF is_delivered = 1 THEN
    INSERT INTO "library_counts" AS c ("user_id", "delivered_images", "like_me_images") VALUES (NEW."user_id", 1, is_like_me)
    ON CONFLICT ("user_id") DO UPDATE SET
      "delivered_images" = c."delivered_images" + 1,
      "like_me_images" = c."like_me_images" + EXCLUDED."like_me_images";
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION "library_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "library_counts";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "library_counts_inserted" AFTER INSERT ON "generated_images"
  REFERENCING NEW TABLE AS "library_counts_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_counts_inserted"();

CREATE TRIGGER "library_counts_deleted" AFTER DELETE ON "generated_images"
  REFERENCING OLD TABLE AS "library_counts_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_counts_deleted"();

CREATE TRIGGER "library_counts_updated"
  AFTER UPDATE OF "kind", "status", "deleted_at", "user_id", "usable", "identity_flag", "may_not_look_like_you" ON "generated_images"
  FOR EACH ROW
  WHEN (OLD."kind" IS DISTINCT FROM NEW."kind" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."usable" IS DISTINCT FROM NEW."usable" OR OLD."identity_flag" IS DISTINCT FROM NEW."identity_flag"
    OR OLD."may_not_look_like_you" IS DISTINCT FROM NEW."may_not_look_like_you")
  EXECUTE FUNCTION "library_counts_updated"();

CREATE TRIGGER "library_counts_truncated" AFTER TRUNCATE ON "generated_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_counts_truncated"();

-- The rows already there, counted after the triggers exist: CREATE TRIGGER holds a lock that keeps writers of
-- generated_images out until this transaction ends, so no change falls between the count and the triggers.
INSERT INTO "library_counts" ("user_id", "delivered_images", "like_me_images")
  SELECT i."user_id", count(*), count(*) FILTER (WHERE "library_counts_like_me"(i."usable", i."identity_flag", i."may_not_look_like_you"))
  FROM "generated_images" i
  WHERE "library_counts_delivered"(i."kind", i."status", i."deleted_at")
  GROUP BY i."user_id";
