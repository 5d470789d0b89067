/**
 * Every column of `generated_images` (alias `i`) under the name and with the type Prisma's `GeneratedImage` has, for
 * the raw statements that read long lists of images (tests/api/sql-statements.test.ts reads a row both ways and
 * compares them, so a new column cannot be missed).
 */
export const GENERATED_IMAGE_COLUMNS = `i.id, i.user_id AS "userId", i.team_id AS "teamId", i.model_id AS "modelId", i.job_id AS "jobId",
  i.source_image_id AS "sourceImageId", i.kind, i.prompt, i.negative_prompt AS "negativePrompt", i.style_id AS "styleId", i.quality,
  i.aspect_ratio AS "aspectRatio", i.status::text AS "status", i.storage_key AS "storageKey", i.width, i.height,
  i.identity_score AS "identityScore", i.identity_flag AS "identityFlag", i.error_message AS "errorMessage", i.error_code AS "errorCode",
  i.preview, i.likeness, i.may_not_look_like_you AS "mayNotLookLikeYou", i.usable, i.unusable_reason AS "unusableReason",
  i.likeness_details AS "likenessDetails", i.consistency, i.replaced_by_id AS "replacedById", i.deleted_at AS "deletedAt",
  i.created_at AS "createdAt"`;
