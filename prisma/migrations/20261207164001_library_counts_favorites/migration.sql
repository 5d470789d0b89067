-- AlterTable
ALTER TABLE "library_counts" ADD COLUMN     "favorite_images" INTEGER NOT NULL DEFAULT 0;

-- The favorites' totalCount (list-favorites.ts FAVORITE_OF): a user's favorites of their own images that are
-- succeeded, not deleted and stored. An image counts at most once (favorites' key is (user_id, image_id)), so each
-- image adds 1 while it is favorited by its owner and FAVORITE_OF holds.
CREATE FUNCTION "library_counts_favorite_of"(status "MediaStatus", deleted_at timestamptz, storage_key text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT status = 'succeeded' AND deleted_at IS NULL AND storage_key IS NOT NULL $$;

-- Favorites added or removed: their images are share-locked, so an image changed at the same moment is counted by
-- one side only (this statement waits for it and reads its newest row; or the image's own trigger waits for this
-- transaction and then sees the favorite as committed). An image being deleted outright is not found here: its own
-- trigger (below) counted its favorite off before the cascade removed it.
CREATE FUNCTION "library_counts_favorites_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH counted AS (
    SELECT n."user_id" FROM "library_counts_favorites_new" n JOIN "generated_images" i ON i."id" = n."image_id"
    WHERE i."user_id" = n."user_id" AND "library_counts_favorite_of"(i."status", i."deleted_at", i."storage_key")
    FOR SHARE OF i
  )
  INSERT INTO "library_counts" AS c ("user_id", "favorite_images")
    SELECT "user_id", count(*) FROM counted GROUP BY "user_id" ORDER BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "favorite_images" = c."favorite_images" + EXCLUDED."favorite_images";
  RETURN NULL;
END;
$$;

CREATE FUNCTION "library_counts_favorites_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH counted AS (
    SELECT o."user_id" FROM "library_counts_favorites_old" o JOIN "generated_images" i ON i."id" = o."image_id"
    WHERE i."user_id" = o."user_id" AND "library_counts_favorite_of"(i."status", i."deleted_at", i."storage_key")
    FOR SHARE OF i
  )
  UPDATE "library_counts" c SET "favorite_images" = c."favorite_images" - gone."n"
  FROM (SELECT "user_id", count(*) AS "n" FROM counted GROUP BY "user_id" ORDER BY "user_id") gone
  WHERE c."user_id" = gone."user_id";
  RETURN NULL;
END;
$$;

-- A favorite moved to another user or image (nothing does this; a script could): off as the old, on as the new.
CREATE FUNCTION "library_counts_favorite_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "library_counts" SET "favorite_images" = "favorite_images" - 1
  WHERE "user_id" = OLD."user_id" AND EXISTS (
    SELECT 1 FROM "generated_images" i WHERE i."id" = OLD."image_id" AND i."user_id" = OLD."user_id"
      AND "library_counts_favorite_of"(i."status", i."deleted_at", i."storage_key") FOR SHARE);
  IF EXISTS (SELECT 1 FROM "generated_images" i WHERE i."id" = NEW."image_id" AND i."user_id" = NEW."user_id"
      AND "library_counts_favorite_of"(i."status", i."deleted_at", i."storage_key") FOR SHARE) THEN
    INSERT INTO "library_counts" AS c ("user_id", "favorite_images") VALUES (NEW."user_id", 1)
    ON CONFLICT ("user_id") DO UPDATE SET "favorite_images" = c."favorite_images" + 1;
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION "library_counts_favorites_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "library_counts" SET "favorite_images" = 0 WHERE "favorite_images" <> 0;
  RETURN NULL;
END;
$$;

-- An image whose FAVORITE_OF standing or owner changes (delivered, deleted, restored, moved): its owner's favorite of
-- it, if any, on or off. The image row is locked by the update, so a favorite added or removed at the same moment
-- is counted by one side only (see above).
CREATE FUNCTION "library_counts_favorite_image_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was int := ("library_counts_favorite_of"(OLD."status", OLD."deleted_at", OLD."storage_key")
    AND EXISTS (SELECT 1 FROM "favorites" f WHERE f."user_id" = OLD."user_id" AND f."image_id" = OLD."id"))::int;
  now_in int := ("library_counts_favorite_of"(NEW."status", NEW."deleted_at", NEW."storage_key")
    AND EXISTS (SELECT 1 FROM "favorites" f WHERE f."user_id" = NEW."user_id" AND f."image_id" = NEW."id"))::int;
BEGIN
  IF was = 1 AND (now_in = 0 OR OLD."user_id" <> NEW."user_id") THEN
    UPDATE "library_counts" SET "favorite_images" = "favorite_images" - 1 WHERE "user_id" = OLD."user_id";
  END IF;
  IF now_in = 1 AND (was = 0 OR OLD."user_id" <> NEW."user_id") THEN
    INSERT INTO "library_counts" AS c ("user_id", "favorite_images") VALUES (NEW."user_id", 1)
    ON CONFLICT ("user_id") DO UPDATE SET "favorite_images" = c."favorite_images" + 1;
  END IF;
  RETURN NULL;
END;
$$;

-- An image deleted outright (an account's images, a user cascade): its owner's favorite of it is counted off before
-- the row goes, while the favorite is still there (the cascade that removes the favorite cannot see the image).
CREATE FUNCTION "library_counts_favorite_image_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "library_counts" SET "favorite_images" = "favorite_images" - 1
  WHERE "user_id" = OLD."user_id" AND EXISTS (SELECT 1 FROM "favorites" f WHERE f."user_id" = OLD."user_id" AND f."image_id" = OLD."id");
  RETURN OLD;
END;
$$;

CREATE TRIGGER "library_counts_favorites_inserted" AFTER INSERT ON "favorites"
  REFERENCING NEW TABLE AS "library_counts_favorites_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_counts_favorites_inserted"();

CREATE TRIGGER "library_counts_favorites_deleted" AFTER DELETE ON "favorites"
  REFERENCING OLD TABLE AS "library_counts_favorites_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_counts_favorites_deleted"();

CREATE TRIGGER "library_counts_favorite_updated" AFTER UPDATE OF "user_id", "image_id" ON "favorites"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."image_id" IS DISTINCT FROM NEW."image_id")
  EXECUTE FUNCTION "library_counts_favorite_updated"();

CREATE TRIGGER "library_counts_favorites_truncated" AFTER TRUNCATE ON "favorites"
  FOR EACH STATEMENT EXECUTE FUNCTION "library_counts_favorites_truncated"();

CREATE TRIGGER "library_counts_favorite_image_updated"
  AFTER UPDATE OF "status", "deleted_at", "storage_key", "user_id" ON "generated_images"
  FOR EACH ROW
  WHEN ((OLD."status" IS DISTINCT FROM NEW."status" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
    OR OLD."storage_key" IS DISTINCT FROM NEW."storage_key" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
    AND ("library_counts_favorite_of"(OLD."status", OLD."deleted_at", OLD."storage_key")
      OR "library_counts_favorite_of"(NEW."status", NEW."deleted_at", NEW."storage_key")))
  EXECUTE FUNCTION "library_counts_favorite_image_updated"();

CREATE TRIGGER "library_counts_favorite_image_deleting" BEFORE DELETE ON "generated_images"
  FOR EACH ROW WHEN ("library_counts_favorite_of"(OLD."status", OLD."deleted_at", OLD."storage_key"))
  EXECUTE FUNCTION "library_counts_favorite_image_deleting"();

-- The favorites already there, counted after the triggers exist (their locks keep writers out until this commits).
INSERT INTO "library_counts" AS c ("user_id", "favorite_images")
  SELECT f."user_id", count(*) FROM "favorites" f JOIN "generated_images" i ON i."id" = f."image_id"
  WHERE i."user_id" = f."user_id" AND "library_counts_favorite_of"(i."status", i."deleted_at", i."storage_key")
  GROUP BY f."user_id"
ON CONFLICT ("user_id") DO UPDATE SET "favorite_images" = EXCLUDED."favorite_images";
