/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AccountDeletionDelete($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountSuccess { deletionId }\n      ... on Error { code message }\n      ... on TeamHandoverRequiredError { teams { id name } }\n    }\n  }\n": typeof types.AccountDeletionDeleteDocument,
    "\n  mutation AccountDeletionAdminDelete($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id deletedAt } }\n": typeof types.AccountDeletionAdminDeleteDocument,
    "\n  query AccountDeletionAudit($targetUserId: ID) {\n    adminAuditLog(targetUserId: $targetUserId) { edges { node { action adminId adminEmail targetUserId targetEmail reason details } } }\n  }\n": typeof types.AccountDeletionAuditDocument,
    "\n  query AccountDeletionMe { me { id email } }\n": typeof types.AccountDeletionMeDocument,
    "\n  mutation AdminActionsCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id kind status errorMessage userId userEmail finishedAt } }\n": typeof types.AdminActionsCancelDocument,
    "\n  mutation AdminActionsRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id kind status costCredits userId } }\n": typeof types.AdminActionsRetryDocument,
    "\n  mutation AdminActionsRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status refundable } }\n": typeof types.AdminActionsRefundDocument,
    "\n  query AdminActionsUser($id: ID!) { adminUser(id: $id) { payments { id status refundable credits } user { creditsBalance } } }\n": typeof types.AdminActionsUserDocument,
    "\n  query AdminActionsJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status } } } }\n": typeof types.AdminActionsJobsDocument,
    "\n  query AdminTestInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges { cursor node { id number kind issuedAt currency consumer buyerName buyerTaxId grossMinor userId userEmail ksefStatus ksefNumber ksefError ksefAttempts resendable } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n": typeof types.AdminTestInvoicesDocument,
    "\n  mutation AdminTestResendInvoice($invoiceId: ID!, $reason: String!) {\n    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus ksefError resendable }\n  }\n": typeof types.AdminTestResendInvoiceDocument,
    "\n  query AdminPagingUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": typeof types.AdminPagingUsersDocument,
    "\n  query AdminPagingJobs($kind: String, $status: String, $first: Int, $after: String) {\n    adminJobs(kind: $kind, status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": typeof types.AdminPagingJobsDocument,
    "\n  query AdminPagingActivities($userId: ID, $kind: String, $first: Int, $after: String) {\n    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": typeof types.AdminPagingActivitiesDocument,
    "\n  query AdminPagingSubscriptions($status: String, $first: Int, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": typeof types.AdminPagingSubscriptionsDocument,
    "\n  query AdminPagingAudit($action: String, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, targetUserId: $targetUserId, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": typeof types.AdminPagingAuditDocument,
    "\n  query AdminPagingInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": typeof types.AdminPagingInvoicesDocument,
    "\n  query AdminPagingJobsBackwards($last: Int) { adminJobs(last: $last) { edges { node { id } } } }\n": typeof types.AdminPagingJobsBackwardsDocument,
    "\n  query AdminTestProviders {\n    adminProviders {\n      name\n      label\n      enabled\n      requires\n      pause { capability reason pausedById pausedByEmail pausedAt }\n      capabilities {\n        capability\n        endpoint\n        costUsd\n        unit\n        position\n        pause { capability reason pausedByEmail }\n        circuits { process state since }\n        jobs24h { queued running succeeded failed canceled total estimatedCostUsd }\n      }\n    }\n  }\n": typeof types.AdminTestProvidersDocument,
    "\n  mutation AdminTestPauseProvider($input: AdminPauseProviderInput!) {\n    adminPauseProvider(input: $input) { name pause { capability reason pausedByEmail } capabilities { capability pause { capability reason } } }\n  }\n": typeof types.AdminTestPauseProviderDocument,
    "\n  mutation AdminTestResumeProvider($input: AdminResumeProviderInput!) {\n    adminResumeProvider(input: $input) { name pause { capability reason } capabilities { capability pause { capability reason } } }\n  }\n": typeof types.AdminTestResumeProviderDocument,
    "\n  query AdminTestDashboard {\n    adminDashboard { users signups24h signups30d activeSubscriptions creditsSold24h creditsSold30d creditsSpent24h creditsSpent30d jobsRunning jobsFailed24h jobsFailed30d }\n  }\n": typeof types.AdminTestDashboardDocument,
    "\n  query AdminTestUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      edges { node { id email fullName isAdmin emailConfirmed disabledAt creditsBalance } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminTestUsersDocument,
    "\n  query AdminTestUser($id: ID!) {\n    adminUser(id: $id) {\n      user { id email creditsBalance disabledAt disabledReason }\n      ledger { id amount kind reason actorId }\n      models { id }\n      jobs { id }\n      payments { id refundable }\n    }\n  }\n": typeof types.AdminTestUserDocument,
    "\n  query AdminTestJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status userEmail } } pageInfo { hasNextPage endCursor } } }\n": typeof types.AdminTestJobsDocument,
    "\n  query AdminTestActivities($userId: ID, $kind: String) { adminActivities(userId: $userId, kind: $kind) { edges { node { id userId userEmail kind credits details } } pageInfo { hasNextPage endCursor } } }\n": typeof types.AdminTestActivitiesDocument,
    "\n  query AdminTestSubscriptions($status: String) { adminSubscriptions(status: $status) { edges { node { id status } } pageInfo { hasNextPage endCursor } } }\n": typeof types.AdminTestSubscriptionsDocument,
    "\n  query AdminTestAudit($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {\n      edges { node { id createdAt adminId adminEmail action targetUserId targetEmail reason before after details ip userAgent requestId } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.AdminTestAuditDocument,
    "\n  mutation AdminTestAdjust($userId: ID!, $amount: Int!, $reason: String!) {\n    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) { id creditsBalance }\n  }\n": typeof types.AdminTestAdjustDocument,
    "\n  mutation AdminTestDisable($userId: ID!, $reason: String!) { adminDisableUser(userId: $userId, reason: $reason) { id disabledAt disabledReason } }\n": typeof types.AdminTestDisableDocument,
    "\n  mutation AdminTestDeleteUser($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id } }\n": typeof types.AdminTestDeleteUserDocument,
    "\n  mutation AdminTestEnable($userId: ID!) { adminEnableUser(userId: $userId) { id disabledAt disabledReason } }\n": typeof types.AdminTestEnableDocument,
    "\n  mutation AdminTestRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status } }\n": typeof types.AdminTestRefundDocument,
    "\n  mutation AdminTestRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id status } }\n": typeof types.AdminTestRetryDocument,
    "\n  mutation AdminTestCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id status } }\n": typeof types.AdminTestCancelDocument,
    "\n  query AdminTestMe { me { id isAdmin } }\n": typeof types.AdminTestMeDocument,
    "\n  query AdminTestMatrixInvoices($filter: AdminInvoiceFilter) { adminInvoices(filter: $filter) { totalCount edges { node { id ksefStatus } } pageInfo { hasNextPage endCursor } } }\n": typeof types.AdminTestMatrixInvoicesDocument,
    "\n  mutation AdminTestMatrixResendInvoice($invoiceId: ID!, $reason: String!) { adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus } }\n": typeof types.AdminTestMatrixResendInvoiceDocument,
    "\n  query AdminTestMatrixProviders { adminProviders { name enabled pause { reason } capabilities { capability position circuits { state } jobs24h { total } } } }\n": typeof types.AdminTestMatrixProvidersDocument,
    "\n  query AdminTestMatrixImageYield { adminImageYield(weeks: 4) { provider styleId weekStart delivered usable noFace copyOfInput duplicateOutput lowLikeness likenessMean } }\n": typeof types.AdminTestMatrixImageYieldDocument,
    "\n  mutation AdminTestMatrixPauseProvider($input: AdminPauseProviderInput!) { adminPauseProvider(input: $input) { name pause { reason } } }\n": typeof types.AdminTestMatrixPauseProviderDocument,
    "\n  mutation AdminTestMatrixResumeProvider($input: AdminResumeProviderInput!) { adminResumeProvider(input: $input) { name pause { reason } } }\n": typeof types.AdminTestMatrixResumeProviderDocument,
    "\n  mutation ConfirmEmailAgain($token: String!) {\n    confirmEmail(input: { token: $token }) { __typename ... on ConfirmEmailSuccess { alreadyConfirmed user { email } } }\n  }\n": typeof types.ConfirmEmailAgainDocument,
    "query MatrixLists { generatedImages { edges { node { id } } } favorites { edges { node { id } } } collections { edges { node { id items { id } } } } videos { edges { node { id } } } }": typeof types.MatrixListsDocument,
    "query MatrixCollection($id: ID!) { collection(id: $id) { id } }": typeof types.MatrixCollectionDocument,
    "mutation MatrixFavoriteById($id: ID) { addFavorite(imageId: $id) { __typename ... on Error { code } } }": typeof types.MatrixFavoriteByIdDocument,
    "mutation MatrixFavoriteByUrl($url: String) { addFavorite(imageUrl: $url) { __typename ... on Error { code } } }": typeof types.MatrixFavoriteByUrlDocument,
    "mutation MatrixUnfavorite($id: ID) { removeFavorite(imageId: $id) { __typename ... on Error { code } } }": typeof types.MatrixUnfavoriteDocument,
    "mutation MatrixAddForeignImage($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }": typeof types.MatrixAddForeignImageDocument,
    "mutation MatrixAddToForeignCollection($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }": typeof types.MatrixAddToForeignCollectionDocument,
    "mutation MatrixCreateWithForeignImage($ids: [ID!]!) { createCollection(input: { name: \"Stolen\", imageIds: $ids }) { __typename ... on Error { code } } }": typeof types.MatrixCreateWithForeignImageDocument,
    "mutation MatrixRemoveFromForeignCollection($id: ID!, $ids: [ID!]!) { removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }": typeof types.MatrixRemoveFromForeignCollectionDocument,
    "mutation MatrixReorderForeignCollection($id: ID!, $ids: [ID!]!) { reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }": typeof types.MatrixReorderForeignCollectionDocument,
    "mutation MatrixRenameForeignCollection($id: ID!) { updateCollection(id: $id, input: { name: \"Mine now\" }) { __typename ... on Error { code } } }": typeof types.MatrixRenameForeignCollectionDocument,
    "mutation MatrixDeleteForeignCollection($id: ID!) { deleteCollection(id: $id) { __typename ... on Error { code } } }": typeof types.MatrixDeleteForeignCollectionDocument,
    "mutation MatrixDeleteImages($ids: [ID!]!) { deleteImages(ids: $ids) { __typename ... on Error { code } } }": typeof types.MatrixDeleteImagesDocument,
    "mutation MatrixDeleteVideo($id: ID!) { deleteVideo(id: $id) { __typename ... on Error { code } } }": typeof types.MatrixDeleteVideoDocument,
    "mutation MatrixChangeBackground($id: ID) { changeBackground(input: { imageId: $id, mode: solid, color: \"#ffffff\" }) { __typename ... on Error { code } } }": typeof types.MatrixChangeBackgroundDocument,
    "query MatrixImageUrls { generatedImages { edges { node { id imageUrl } } } }": typeof types.MatrixImageUrlsDocument,
    "\n  mutation ChangeTestBackground($i: ChangeBackgroundInput!) {\n    changeBackground(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on ChangeBackgroundPayload { jobId cost job { id status count images { id } } }\n    }\n  }\n": typeof types.ChangeTestBackgroundDocument,
    "\n  subscription BackgroundJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }\n  }\n": typeof types.BackgroundJobUpdatesDocument,
    "\n  query BackgroundJobImages($id: ID!) {\n    headshotJob(id: $id) { stage images { kind sourceImageId width } }\n  }\n": typeof types.BackgroundJobImagesDocument,
    "\n  query BackgroundJobId($id: ID!) {\n    headshotJob(id: $id) { id }\n  }\n": typeof types.BackgroundJobIdDocument,
    "\n  query PagedCollections($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges { cursor node { id name itemCount } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": typeof types.PagedCollectionsDocument,
    "\n  query PagedCollectionsWithoutCount($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n": typeof types.PagedCollectionsWithoutCountDocument,
    "\n  query PagedCollectionsBackwards($last: Int) {\n    collections(last: $last) { edges { node { id } } }\n  }\n": typeof types.PagedCollectionsBackwardsDocument,
    "\n  query PagedCollectionsFavoriteCursor($first: Int) {\n    favorites(first: $first) { pageInfo { endCursor } }\n  }\n": typeof types.PagedCollectionsFavoriteCursorDocument,
    "\n  fragment CollectionFields on Collection { id name description itemCount coverUrl items { id isFavorite } createdAt updatedAt }\n": typeof types.CollectionFieldsFragmentDoc,
    "\n  mutation FavoriteForCollection($id: ID) {\n    addFavorite(imageId: $id) { __typename }\n  }\n": typeof types.FavoriteForCollectionDocument,
    "\n  mutation CreateTestCollection($i: CreateCollectionInput!) {\n    createCollection(input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": typeof types.CreateTestCollectionDocument,
    "\n  mutation UpdateTestCollection($id: ID!, $i: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": typeof types.UpdateTestCollectionDocument,
    "\n  mutation AddToTestCollection($id: ID!, $ids: [ID!]!) {\n    addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": typeof types.AddToTestCollectionDocument,
    "\n  mutation ReorderTestCollection($id: ID!, $ids: [ID!]!) {\n    reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": typeof types.ReorderTestCollectionDocument,
    "\n  mutation RemoveFromTestCollection($id: ID!, $ids: [ID!]!) {\n    removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": typeof types.RemoveFromTestCollectionDocument,
    "\n  mutation DeleteTestCollection($id: ID!) {\n    deleteCollection(id: $id) { __typename ... on DeleteCollectionPayload { deletedId } ... on Error { code message } }\n  }\n": typeof types.DeleteTestCollectionDocument,
    "\n  query TestCollection($id: ID!) {\n    collection(id: $id) { ...CollectionFields }\n  }\n": typeof types.TestCollectionDocument,
    "\n  query TestCollections {\n    collections { edges { node { id itemCount } } }\n  }\n": typeof types.TestCollectionsDocument,
    "\n      subscription CreditsFeed {\n        creditsChanged { balance user { id creditsBalance } }\n      }\n    ": typeof types.CreditsFeedDocument,
    "\n  query Engines {\n    trainingEngine { provider generative estimateMinSeconds estimateMaxSeconds }\n    videoEngine\n  }\n": typeof types.EnginesDocument,
    "\n  query PagedFavorites($first: Int, $after: String) {\n    favorites(first: $first, after: $after) {\n      edges { cursor node { id isFavorite } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": typeof types.PagedFavoritesDocument,
    "\n  query PagedFavoritesBackwards($last: Int) {\n    favorites(last: $last) { edges { node { id } } }\n  }\n": typeof types.PagedFavoritesBackwardsDocument,
    "\n  query PagedFavoritesImageCursor($first: Int) {\n    generatedImages(first: $first) { pageInfo { endCursor } }\n  }\n": typeof types.PagedFavoritesImageCursorDocument,
    "\n  fragment FavoriteImageFields on HeadshotImage { id kind sourceImageId isFavorite imageUrl thumbnailUrl }\n": typeof types.FavoriteImageFieldsFragmentDoc,
    "\n  mutation AddFavoriteByRef($id: ID, $url: String) {\n    addFavorite(imageId: $id, imageUrl: $url) {\n      __typename\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n      ... on FavoritePayload { image { ...FavoriteImageFields } }\n    }\n  }\n": typeof types.AddFavoriteByRefDocument,
    "\n  mutation RemoveFavoriteByRef($id: ID, $url: String) {\n    removeFavorite(imageId: $id, imageUrl: $url) {\n      __typename\n      ... on Error { code message }\n      ... on FavoritePayload { image { ...FavoriteImageFields } }\n    }\n  }\n": typeof types.RemoveFavoriteByRefDocument,
    "\n  query FavoriteImages {\n    favorites { edges { node { ...FavoriteImageFields } } }\n  }\n": typeof types.FavoriteImagesDocument,
    "\n  query FavoriteIds {\n    favorites { edges { node { id } } }\n  }\n": typeof types.FavoriteIdsDocument,
    "\n  query ImageUrlsForFavorites {\n    generatedImages { edges { node { id imageUrl thumbnailUrl } } }\n  }\n": typeof types.ImageUrlsForFavoritesDocument,
    "\n  query ImageFavoriteFlags {\n    generatedImages { edges { node { id isFavorite } } }\n  }\n": typeof types.ImageFavoriteFlagsDocument,
    "\n  mutation StartTestFirstLook($i: StartFirstLookInput!) {\n    startFirstLook(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on StartFirstLookPayload { jobId cost engine count job { id preview count } }\n    }\n  }\n": typeof types.StartTestFirstLookDocument,
    "\n  query TestFirstLookJob($id: ID!) {\n    headshotJob(id: $id) { id status preview images { id status preview identityScore identityFlagged imageUrl } }\n  }\n": typeof types.TestFirstLookJobDocument,
    "\n  query TestLatestFirstLook($modelId: ID!) {\n    firstLook(modelId: $modelId) { id preview }\n    firstLookOffer { engine costPerImage defaultImages maxImages minPhotos }\n  }\n": typeof types.TestLatestFirstLookDocument,
    "\n  subscription TestFirstLookUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage images { id status preview } }\n  }\n": typeof types.TestFirstLookUpdatesDocument,
    "\n  mutation GenerateTestHeadshots($i: GenerateHeadshotsInput!) {\n    generateHeadshots(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on GenerateHeadshotsPayload { jobId cost }\n    }\n  }\n": typeof types.GenerateTestHeadshotsDocument,
    "\n  subscription HeadshotJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }\n  }\n": typeof types.HeadshotJobUpdatesDocument,
    "\n  query HeadshotJobId($id: ID!) {\n    headshotJob(id: $id) { id }\n  }\n": typeof types.HeadshotJobIdDocument,
    "\n  query GeneratedImageIds {\n    generatedImages { edges { node { id } } }\n  }\n": typeof types.GeneratedImageIdsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthSession { token refreshToken user { id email creditsBalance } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ConfirmEmail($t: String!) {\n    confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  query MeId {\n    me { id }\n  }\n": typeof types.MeIdDocument,
    "\n  query Me {\n    me { email fullName plan isAdmin emailConfirmed }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation RefreshSession($r: String!) {\n    refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Logout {\n    logout { __typename }\n  }\n": typeof types.LogoutDocument,
    "\n  query ImageIds {\n    generatedImages { edges { node { id } } }\n  }\n": typeof types.ImageIdsDocument,
    "\n  subscription OwnHeadshotJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { id stage }\n  }\n": typeof types.OwnHeadshotJobUpdatesDocument,
    "\n  subscription OwnVideoJobUpdates($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) { id stage }\n  }\n": typeof types.OwnVideoJobUpdatesDocument,
    "\n  subscription LiveCredits {\n    creditsChanged { balance }\n  }\n": typeof types.LiveCreditsDocument,
    "\n  subscription ModelChanges {\n    modelTrainingUpdated { modelId model { id modelName trainingStatus errorMessage } }\n  }\n": typeof types.ModelChangesDocument,
    "\n  mutation CreateNamedModel($i: CreateModelInput!) {\n    createModel(input: $i) { __typename ... on ModelPayload { model { id } } }\n  }\n": typeof types.CreateNamedModelDocument,
    "\n  mutation DeleteOwnModel($id: ID!) {\n    deleteModel(modelId: $id) { __typename }\n  }\n": typeof types.DeleteOwnModelDocument,
    "\n  mutation StartModelTraining($id: ID!) {\n    startTraining(modelId: $id) { __typename ... on Error { message code } ... on NotEnoughPhotosError { usable needed } }\n  }\n": typeof types.StartModelTrainingDocument,
    "\n  query ModelIds {\n    models { id }\n  }\n": typeof types.ModelIdsDocument,
    "\n  query ModelActiveFlags {\n    models { id isActive }\n  }\n": typeof types.ModelActiveFlagsDocument,
    "\n  query ModelPhotoReasons($id: ID!) {\n    model(id: $id) { photos { verdict usable reasons { code severity params { width height min sharpness similarity degrees } } } }\n  }\n": typeof types.ModelPhotoReasonsDocument,
    "\n  mutation SetModelActive($id: ID!) {\n    setActiveModel(modelId: $id) { __typename ... on ModelPayload { model { id isActive } } }\n  }\n": typeof types.SetModelActiveDocument,
    "\n  query ListedImageIds {\n    generatedImages { edges { node { id } } }\n  }\n": typeof types.ListedImageIdsDocument,
    "\n  query ListedImageUrls {\n    generatedImages { edges { node { id imageUrl thumbnailUrl } } }\n  }\n": typeof types.ListedImageUrlsDocument,
    "\n  mutation DeleteListedImages($ids: [ID!]!) {\n    deleteImages(ids: $ids) { __typename ... on DeleteImagesPayload { deletedIds } ... on Error { code message } }\n  }\n": typeof types.DeleteListedImagesDocument,
    "\n  query NotificationsPage($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges { cursor node { id type titleEn: title(language: en) titlePl: title(language: pl) bodyEn: body(language: en) bodyPl: body(language: pl) link readAt createdAt } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n      unreadCount\n    }\n    unreadNotificationCount\n  }\n": typeof types.NotificationsPageDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id readAt }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query NotificationEmailPreferences {\n    notificationEmailPreferences { type email }\n  }\n": typeof types.NotificationEmailPreferencesDocument,
    "\n  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {\n    setNotificationEmailPreference(type: $type, email: $email) { type email }\n  }\n": typeof types.SetNotificationEmailPreferenceDocument,
    "\n  subscription NotificationFeed {\n    notificationAdded { id type title(language: pl) link }\n  }\n": typeof types.NotificationFeedDocument,
    "\n  subscription NotificationsReadFeed {\n    notificationsRead { notification { id readAt } all unreadCount }\n  }\n": typeof types.NotificationsReadFeedDocument,
    "\n  query PagedImages($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {\n    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {\n      edges { cursor node { id identityScore createdAt } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": typeof types.PagedImagesDocument,
    "\n  query PagedImagesBackwards($last: Int) {\n    generatedImages(last: $last) { edges { node { id } } }\n  }\n": typeof types.PagedImagesBackwardsDocument,
    "\n  query TestMySubscription {\n    mySubscription { id planId planName plan { en pl } interval status currentPeriodEnd cancelAtPeriodEnd tier teamId }\n  }\n": typeof types.TestMySubscriptionDocument,
    "\n  query TestPaymentHistory($first: Int, $after: String) {\n    paymentHistory(first: $first, after: $after) {\n      edges {\n        cursor\n        node { id date planId product plan { en pl } kind interval status amount amountMinor currency creditsAdded creditsRefunded teamId teamName }\n      }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": typeof types.TestPaymentHistoryDocument,
    "\n  query PaymentPlans($currency: Currency) {\n    plans(currency: $currency) { id kind credits interval price currency paymentMethods }\n  }\n": typeof types.PaymentPlansDocument,
    "\n  query ModelPhotoDuplicates($id: ID!) {\n    model(id: $id) { photos { id originalName usable duplicateOf { id originalName } reasons { code params { name photoId } } } }\n  }\n": typeof types.ModelPhotoDuplicatesDocument,
    "\n  mutation PremiumTestVideo($i: GenerateVideoInput!) {\n    generateVideo(input: $i) { __typename ... on Error { code message } }\n  }\n": typeof types.PremiumTestVideoDocument,
    "\n  query StylesAndCosts {\n    stylePresets { id kind name { en pl } description { en pl } previewUrl premium }\n    generationCosts { standardPhoto highQualityPhoto shortVideo backgroundChange }\n  }\n": typeof types.StylesAndCostsDocument,
    "\n  query StyleIds {\n    stylePresets { id }\n  }\n": typeof types.StyleIdsDocument,
    "\n  query TeamsCreditsTeam($id: ID!) {\n    team(id: $id) {\n      creditsBalance\n      usage { userId creditsSpent30d photos30d }\n      ledger(first: 100) { amount kind actorId actorName }\n      headshots { id imageUrl }\n    }\n  }\n": typeof types.TeamsCreditsTeamDocument,
    "\n  subscription TeamsCreditsFeed { creditsChanged { balance user { id creditsBalance currentTeamId } } }\n": typeof types.TeamsCreditsFeedDocument,
    "\n  mutation TeamsCreditsSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename } }\n": typeof types.TeamsCreditsSwitchDocument,
    "\n  query TeamsMediaUse($id: ID!) {\n    team(id: $id) {\n      usage { userId videos30d }\n      ledger(first: 100) { amount kind actorId jobKind }\n    }\n  }\n": typeof types.TeamsMediaUseDocument,
    "\n  query TeamsTestPreview($token: String!) {\n    teamInvitation(token: $token) { teamName inviterName role kind email allowedDomain expiresAt status }\n  }\n": typeof types.TeamsTestPreviewDocument,
    "\n  mutation TeamsTestAccept($token: String!) {\n    acceptTeamInvitation(token: $token) { id name viewerRole memberCount }\n  }\n": typeof types.TeamsTestAcceptDocument,
    "\n  query TeamsTestTeam($id: ID!) {\n    team(id: $id) {\n      id name viewerRole memberCount creditsBalance\n      members { userId fullName email role }\n      invitations { id kind email role status maxUses useCount allowedDomain }\n      usage { userId creditsSpent30d photos30d videos30d }\n      ledger { id amount kind actorId }\n      headshots { id }\n    }\n  }\n": typeof types.TeamsTestTeamDocument,
    "\n  query TeamsTestMine { myTeams { id name viewerRole memberCount } teamsEnabled }\n": typeof types.TeamsTestMineDocument,
    "\n  mutation TeamsTestCreate($name: String!) { createTeam(name: $name) { id name viewerRole memberCount creditsBalance } }\n": typeof types.TeamsTestCreateDocument,
    "\n  mutation TeamsTestInvite($teamId: ID!, $email: String!, $role: TeamRole) {\n    inviteTeamMember(teamId: $teamId, email: $email, role: $role) { id kind email role status }\n  }\n": typeof types.TeamsTestInviteDocument,
    "\n  mutation TeamsTestLink($teamId: ID!, $maxUses: Int, $allowedDomain: String, $expiresAt: DateTime) {\n    createTeamInviteLink(teamId: $teamId, maxUses: $maxUses, allowedDomain: $allowedDomain, expiresAt: $expiresAt) {\n      url invitation { id kind maxUses allowedDomain status expiresAt }\n    }\n  }\n": typeof types.TeamsTestLinkDocument,
    "\n  mutation TeamsTestRevoke($teamId: ID!, $invitationId: ID!) { revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) { id status } }\n": typeof types.TeamsTestRevokeDocument,
    "\n  mutation TeamsTestRole($teamId: ID!, $userId: ID!, $role: TeamRole!) { changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) { userId role } }\n": typeof types.TeamsTestRoleDocument,
    "\n  mutation TeamsTestRemove($teamId: ID!, $userId: ID!) { removeTeamMember(teamId: $teamId, userId: $userId) }\n": typeof types.TeamsTestRemoveDocument,
    "\n  mutation TeamsTestTransfer($teamId: ID!, $amount: Int!) { transferTeamCredits(teamId: $teamId, amount: $amount) { id creditsBalance } }\n": typeof types.TeamsTestTransferDocument,
    "\n  query TeamsTestMe { me { id currentTeamId creditsBalance currentTeam { id name viewerRole } } }\n": typeof types.TeamsTestMeDocument,
    "\n  mutation TeamsTestSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename ... on Error { code message } } }\n": typeof types.TeamsTestSwitchDocument,
    "query TeamsTestSwitchOff { teamsEnabled }": typeof types.TeamsTestSwitchOffDocument,
    "\n  query UsageWindow {\n    usage { windowDays creditsUsed photos videos days { date credits photos videos } }\n  }\n": typeof types.UsageWindowDocument,
    "\n  query CreditsUsed {\n    usage { creditsUsed }\n  }\n": typeof types.CreditsUsedDocument,
    "\n  query PagedVideos($first: Int, $after: String) {\n    videos(first: $first, after: $after) {\n      edges { cursor node { id status } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": typeof types.PagedVideosDocument,
    "\n  query PagedVideosBackwards($last: Int) {\n    videos(last: $last) { edges { node { id } } }\n  }\n": typeof types.PagedVideosBackwardsDocument,
    "\n  query PagedVideosFavoriteCursor($first: Int) {\n    favorites(first: $first) { pageInfo { endCursor } }\n  }\n": typeof types.PagedVideosFavoriteCursorDocument,
    "\n  mutation GenerateTestVideo($i: GenerateVideoInput!) {\n    generateVideo(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on ValidationError { fieldErrors { path message } }\n      ... on GenerateVideoPayload { jobId cost job { id status cost video { id status durationSec quality } } }\n    }\n  }\n": typeof types.GenerateTestVideoDocument,
    "\n  subscription VideoJobUpdates($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) { status stage progress video { id status } }\n  }\n": typeof types.VideoJobUpdatesDocument,
    "\n  query VideoJobAndList($id: ID!) {\n    videoJob(id: $id) { stage video { id durationSec } }\n    videos { edges { node { id } } }\n  }\n": typeof types.VideoJobAndListDocument,
    "\n  query VideoJobId($id: ID!) {\n    videoJob(id: $id) { id }\n  }\n": typeof types.VideoJobIdDocument,
    "\n  query VideoIds {\n    videos { edges { node { id } } }\n  }\n": typeof types.VideoIdsDocument,
    "\n  mutation DeleteTestVideo($id: ID!) {\n    deleteVideo(id: $id) { __typename ... on DeleteVideoPayload { deletedId } ... on Error { message } }\n  }\n": typeof types.DeleteTestVideoDocument,
    "\n  query TestVideoAvailable {\n    videoAvailable\n  }\n": typeof types.TestVideoAvailableDocument,
};
const documents: Documents = {
    "\n  mutation AccountDeletionDelete($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountSuccess { deletionId }\n      ... on Error { code message }\n      ... on TeamHandoverRequiredError { teams { id name } }\n    }\n  }\n": types.AccountDeletionDeleteDocument,
    "\n  mutation AccountDeletionAdminDelete($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id deletedAt } }\n": types.AccountDeletionAdminDeleteDocument,
    "\n  query AccountDeletionAudit($targetUserId: ID) {\n    adminAuditLog(targetUserId: $targetUserId) { edges { node { action adminId adminEmail targetUserId targetEmail reason details } } }\n  }\n": types.AccountDeletionAuditDocument,
    "\n  query AccountDeletionMe { me { id email } }\n": types.AccountDeletionMeDocument,
    "\n  mutation AdminActionsCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id kind status errorMessage userId userEmail finishedAt } }\n": types.AdminActionsCancelDocument,
    "\n  mutation AdminActionsRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id kind status costCredits userId } }\n": types.AdminActionsRetryDocument,
    "\n  mutation AdminActionsRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status refundable } }\n": types.AdminActionsRefundDocument,
    "\n  query AdminActionsUser($id: ID!) { adminUser(id: $id) { payments { id status refundable credits } user { creditsBalance } } }\n": types.AdminActionsUserDocument,
    "\n  query AdminActionsJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status } } } }\n": types.AdminActionsJobsDocument,
    "\n  query AdminTestInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges { cursor node { id number kind issuedAt currency consumer buyerName buyerTaxId grossMinor userId userEmail ksefStatus ksefNumber ksefError ksefAttempts resendable } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n": types.AdminTestInvoicesDocument,
    "\n  mutation AdminTestResendInvoice($invoiceId: ID!, $reason: String!) {\n    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus ksefError resendable }\n  }\n": types.AdminTestResendInvoiceDocument,
    "\n  query AdminPagingUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": types.AdminPagingUsersDocument,
    "\n  query AdminPagingJobs($kind: String, $status: String, $first: Int, $after: String) {\n    adminJobs(kind: $kind, status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": types.AdminPagingJobsDocument,
    "\n  query AdminPagingActivities($userId: ID, $kind: String, $first: Int, $after: String) {\n    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": types.AdminPagingActivitiesDocument,
    "\n  query AdminPagingSubscriptions($status: String, $first: Int, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": types.AdminPagingSubscriptionsDocument,
    "\n  query AdminPagingAudit($action: String, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, targetUserId: $targetUserId, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": types.AdminPagingAuditDocument,
    "\n  query AdminPagingInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n": types.AdminPagingInvoicesDocument,
    "\n  query AdminPagingJobsBackwards($last: Int) { adminJobs(last: $last) { edges { node { id } } } }\n": types.AdminPagingJobsBackwardsDocument,
    "\n  query AdminTestProviders {\n    adminProviders {\n      name\n      label\n      enabled\n      requires\n      pause { capability reason pausedById pausedByEmail pausedAt }\n      capabilities {\n        capability\n        endpoint\n        costUsd\n        unit\n        position\n        pause { capability reason pausedByEmail }\n        circuits { process state since }\n        jobs24h { queued running succeeded failed canceled total estimatedCostUsd }\n      }\n    }\n  }\n": types.AdminTestProvidersDocument,
    "\n  mutation AdminTestPauseProvider($input: AdminPauseProviderInput!) {\n    adminPauseProvider(input: $input) { name pause { capability reason pausedByEmail } capabilities { capability pause { capability reason } } }\n  }\n": types.AdminTestPauseProviderDocument,
    "\n  mutation AdminTestResumeProvider($input: AdminResumeProviderInput!) {\n    adminResumeProvider(input: $input) { name pause { capability reason } capabilities { capability pause { capability reason } } }\n  }\n": types.AdminTestResumeProviderDocument,
    "\n  query AdminTestDashboard {\n    adminDashboard { users signups24h signups30d activeSubscriptions creditsSold24h creditsSold30d creditsSpent24h creditsSpent30d jobsRunning jobsFailed24h jobsFailed30d }\n  }\n": types.AdminTestDashboardDocument,
    "\n  query AdminTestUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      edges { node { id email fullName isAdmin emailConfirmed disabledAt creditsBalance } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminTestUsersDocument,
    "\n  query AdminTestUser($id: ID!) {\n    adminUser(id: $id) {\n      user { id email creditsBalance disabledAt disabledReason }\n      ledger { id amount kind reason actorId }\n      models { id }\n      jobs { id }\n      payments { id refundable }\n    }\n  }\n": types.AdminTestUserDocument,
    "\n  query AdminTestJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status userEmail } } pageInfo { hasNextPage endCursor } } }\n": types.AdminTestJobsDocument,
    "\n  query AdminTestActivities($userId: ID, $kind: String) { adminActivities(userId: $userId, kind: $kind) { edges { node { id userId userEmail kind credits details } } pageInfo { hasNextPage endCursor } } }\n": types.AdminTestActivitiesDocument,
    "\n  query AdminTestSubscriptions($status: String) { adminSubscriptions(status: $status) { edges { node { id status } } pageInfo { hasNextPage endCursor } } }\n": types.AdminTestSubscriptionsDocument,
    "\n  query AdminTestAudit($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {\n      edges { node { id createdAt adminId adminEmail action targetUserId targetEmail reason before after details ip userAgent requestId } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.AdminTestAuditDocument,
    "\n  mutation AdminTestAdjust($userId: ID!, $amount: Int!, $reason: String!) {\n    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) { id creditsBalance }\n  }\n": types.AdminTestAdjustDocument,
    "\n  mutation AdminTestDisable($userId: ID!, $reason: String!) { adminDisableUser(userId: $userId, reason: $reason) { id disabledAt disabledReason } }\n": types.AdminTestDisableDocument,
    "\n  mutation AdminTestDeleteUser($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id } }\n": types.AdminTestDeleteUserDocument,
    "\n  mutation AdminTestEnable($userId: ID!) { adminEnableUser(userId: $userId) { id disabledAt disabledReason } }\n": types.AdminTestEnableDocument,
    "\n  mutation AdminTestRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status } }\n": types.AdminTestRefundDocument,
    "\n  mutation AdminTestRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id status } }\n": types.AdminTestRetryDocument,
    "\n  mutation AdminTestCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id status } }\n": types.AdminTestCancelDocument,
    "\n  query AdminTestMe { me { id isAdmin } }\n": types.AdminTestMeDocument,
    "\n  query AdminTestMatrixInvoices($filter: AdminInvoiceFilter) { adminInvoices(filter: $filter) { totalCount edges { node { id ksefStatus } } pageInfo { hasNextPage endCursor } } }\n": types.AdminTestMatrixInvoicesDocument,
    "\n  mutation AdminTestMatrixResendInvoice($invoiceId: ID!, $reason: String!) { adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus } }\n": types.AdminTestMatrixResendInvoiceDocument,
    "\n  query AdminTestMatrixProviders { adminProviders { name enabled pause { reason } capabilities { capability position circuits { state } jobs24h { total } } } }\n": types.AdminTestMatrixProvidersDocument,
    "\n  query AdminTestMatrixImageYield { adminImageYield(weeks: 4) { provider styleId weekStart delivered usable noFace copyOfInput duplicateOutput lowLikeness likenessMean } }\n": types.AdminTestMatrixImageYieldDocument,
    "\n  mutation AdminTestMatrixPauseProvider($input: AdminPauseProviderInput!) { adminPauseProvider(input: $input) { name pause { reason } } }\n": types.AdminTestMatrixPauseProviderDocument,
    "\n  mutation AdminTestMatrixResumeProvider($input: AdminResumeProviderInput!) { adminResumeProvider(input: $input) { name pause { reason } } }\n": types.AdminTestMatrixResumeProviderDocument,
    "\n  mutation ConfirmEmailAgain($token: String!) {\n    confirmEmail(input: { token: $token }) { __typename ... on ConfirmEmailSuccess { alreadyConfirmed user { email } } }\n  }\n": types.ConfirmEmailAgainDocument,
    "query MatrixLists { generatedImages { edges { node { id } } } favorites { edges { node { id } } } collections { edges { node { id items { id } } } } videos { edges { node { id } } } }": types.MatrixListsDocument,
    "query MatrixCollection($id: ID!) { collection(id: $id) { id } }": types.MatrixCollectionDocument,
    "mutation MatrixFavoriteById($id: ID) { addFavorite(imageId: $id) { __typename ... on Error { code } } }": types.MatrixFavoriteByIdDocument,
    "mutation MatrixFavoriteByUrl($url: String) { addFavorite(imageUrl: $url) { __typename ... on Error { code } } }": types.MatrixFavoriteByUrlDocument,
    "mutation MatrixUnfavorite($id: ID) { removeFavorite(imageId: $id) { __typename ... on Error { code } } }": types.MatrixUnfavoriteDocument,
    "mutation MatrixAddForeignImage($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }": types.MatrixAddForeignImageDocument,
    "mutation MatrixAddToForeignCollection($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }": types.MatrixAddToForeignCollectionDocument,
    "mutation MatrixCreateWithForeignImage($ids: [ID!]!) { createCollection(input: { name: \"Stolen\", imageIds: $ids }) { __typename ... on Error { code } } }": types.MatrixCreateWithForeignImageDocument,
    "mutation MatrixRemoveFromForeignCollection($id: ID!, $ids: [ID!]!) { removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }": types.MatrixRemoveFromForeignCollectionDocument,
    "mutation MatrixReorderForeignCollection($id: ID!, $ids: [ID!]!) { reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }": types.MatrixReorderForeignCollectionDocument,
    "mutation MatrixRenameForeignCollection($id: ID!) { updateCollection(id: $id, input: { name: \"Mine now\" }) { __typename ... on Error { code } } }": types.MatrixRenameForeignCollectionDocument,
    "mutation MatrixDeleteForeignCollection($id: ID!) { deleteCollection(id: $id) { __typename ... on Error { code } } }": types.MatrixDeleteForeignCollectionDocument,
    "mutation MatrixDeleteImages($ids: [ID!]!) { deleteImages(ids: $ids) { __typename ... on Error { code } } }": types.MatrixDeleteImagesDocument,
    "mutation MatrixDeleteVideo($id: ID!) { deleteVideo(id: $id) { __typename ... on Error { code } } }": types.MatrixDeleteVideoDocument,
    "mutation MatrixChangeBackground($id: ID) { changeBackground(input: { imageId: $id, mode: solid, color: \"#ffffff\" }) { __typename ... on Error { code } } }": types.MatrixChangeBackgroundDocument,
    "query MatrixImageUrls { generatedImages { edges { node { id imageUrl } } } }": types.MatrixImageUrlsDocument,
    "\n  mutation ChangeTestBackground($i: ChangeBackgroundInput!) {\n    changeBackground(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on ChangeBackgroundPayload { jobId cost job { id status count images { id } } }\n    }\n  }\n": types.ChangeTestBackgroundDocument,
    "\n  subscription BackgroundJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }\n  }\n": types.BackgroundJobUpdatesDocument,
    "\n  query BackgroundJobImages($id: ID!) {\n    headshotJob(id: $id) { stage images { kind sourceImageId width } }\n  }\n": types.BackgroundJobImagesDocument,
    "\n  query BackgroundJobId($id: ID!) {\n    headshotJob(id: $id) { id }\n  }\n": types.BackgroundJobIdDocument,
    "\n  query PagedCollections($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges { cursor node { id name itemCount } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": types.PagedCollectionsDocument,
    "\n  query PagedCollectionsWithoutCount($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n": types.PagedCollectionsWithoutCountDocument,
    "\n  query PagedCollectionsBackwards($last: Int) {\n    collections(last: $last) { edges { node { id } } }\n  }\n": types.PagedCollectionsBackwardsDocument,
    "\n  query PagedCollectionsFavoriteCursor($first: Int) {\n    favorites(first: $first) { pageInfo { endCursor } }\n  }\n": types.PagedCollectionsFavoriteCursorDocument,
    "\n  fragment CollectionFields on Collection { id name description itemCount coverUrl items { id isFavorite } createdAt updatedAt }\n": types.CollectionFieldsFragmentDoc,
    "\n  mutation FavoriteForCollection($id: ID) {\n    addFavorite(imageId: $id) { __typename }\n  }\n": types.FavoriteForCollectionDocument,
    "\n  mutation CreateTestCollection($i: CreateCollectionInput!) {\n    createCollection(input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": types.CreateTestCollectionDocument,
    "\n  mutation UpdateTestCollection($id: ID!, $i: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": types.UpdateTestCollectionDocument,
    "\n  mutation AddToTestCollection($id: ID!, $ids: [ID!]!) {\n    addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": types.AddToTestCollectionDocument,
    "\n  mutation ReorderTestCollection($id: ID!, $ids: [ID!]!) {\n    reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": types.ReorderTestCollectionDocument,
    "\n  mutation RemoveFromTestCollection($id: ID!, $ids: [ID!]!) {\n    removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n": types.RemoveFromTestCollectionDocument,
    "\n  mutation DeleteTestCollection($id: ID!) {\n    deleteCollection(id: $id) { __typename ... on DeleteCollectionPayload { deletedId } ... on Error { code message } }\n  }\n": types.DeleteTestCollectionDocument,
    "\n  query TestCollection($id: ID!) {\n    collection(id: $id) { ...CollectionFields }\n  }\n": types.TestCollectionDocument,
    "\n  query TestCollections {\n    collections { edges { node { id itemCount } } }\n  }\n": types.TestCollectionsDocument,
    "\n      subscription CreditsFeed {\n        creditsChanged { balance user { id creditsBalance } }\n      }\n    ": types.CreditsFeedDocument,
    "\n  query Engines {\n    trainingEngine { provider generative estimateMinSeconds estimateMaxSeconds }\n    videoEngine\n  }\n": types.EnginesDocument,
    "\n  query PagedFavorites($first: Int, $after: String) {\n    favorites(first: $first, after: $after) {\n      edges { cursor node { id isFavorite } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": types.PagedFavoritesDocument,
    "\n  query PagedFavoritesBackwards($last: Int) {\n    favorites(last: $last) { edges { node { id } } }\n  }\n": types.PagedFavoritesBackwardsDocument,
    "\n  query PagedFavoritesImageCursor($first: Int) {\n    generatedImages(first: $first) { pageInfo { endCursor } }\n  }\n": types.PagedFavoritesImageCursorDocument,
    "\n  fragment FavoriteImageFields on HeadshotImage { id kind sourceImageId isFavorite imageUrl thumbnailUrl }\n": types.FavoriteImageFieldsFragmentDoc,
    "\n  mutation AddFavoriteByRef($id: ID, $url: String) {\n    addFavorite(imageId: $id, imageUrl: $url) {\n      __typename\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n      ... on FavoritePayload { image { ...FavoriteImageFields } }\n    }\n  }\n": types.AddFavoriteByRefDocument,
    "\n  mutation RemoveFavoriteByRef($id: ID, $url: String) {\n    removeFavorite(imageId: $id, imageUrl: $url) {\n      __typename\n      ... on Error { code message }\n      ... on FavoritePayload { image { ...FavoriteImageFields } }\n    }\n  }\n": types.RemoveFavoriteByRefDocument,
    "\n  query FavoriteImages {\n    favorites { edges { node { ...FavoriteImageFields } } }\n  }\n": types.FavoriteImagesDocument,
    "\n  query FavoriteIds {\n    favorites { edges { node { id } } }\n  }\n": types.FavoriteIdsDocument,
    "\n  query ImageUrlsForFavorites {\n    generatedImages { edges { node { id imageUrl thumbnailUrl } } }\n  }\n": types.ImageUrlsForFavoritesDocument,
    "\n  query ImageFavoriteFlags {\n    generatedImages { edges { node { id isFavorite } } }\n  }\n": types.ImageFavoriteFlagsDocument,
    "\n  mutation StartTestFirstLook($i: StartFirstLookInput!) {\n    startFirstLook(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on StartFirstLookPayload { jobId cost engine count job { id preview count } }\n    }\n  }\n": types.StartTestFirstLookDocument,
    "\n  query TestFirstLookJob($id: ID!) {\n    headshotJob(id: $id) { id status preview images { id status preview identityScore identityFlagged imageUrl } }\n  }\n": types.TestFirstLookJobDocument,
    "\n  query TestLatestFirstLook($modelId: ID!) {\n    firstLook(modelId: $modelId) { id preview }\n    firstLookOffer { engine costPerImage defaultImages maxImages minPhotos }\n  }\n": types.TestLatestFirstLookDocument,
    "\n  subscription TestFirstLookUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage images { id status preview } }\n  }\n": types.TestFirstLookUpdatesDocument,
    "\n  mutation GenerateTestHeadshots($i: GenerateHeadshotsInput!) {\n    generateHeadshots(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on GenerateHeadshotsPayload { jobId cost }\n    }\n  }\n": types.GenerateTestHeadshotsDocument,
    "\n  subscription HeadshotJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }\n  }\n": types.HeadshotJobUpdatesDocument,
    "\n  query HeadshotJobId($id: ID!) {\n    headshotJob(id: $id) { id }\n  }\n": types.HeadshotJobIdDocument,
    "\n  query GeneratedImageIds {\n    generatedImages { edges { node { id } } }\n  }\n": types.GeneratedImageIdsDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthSession { token refreshToken user { id email creditsBalance } }\n      ... on Error { code message }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ConfirmEmail($t: String!) {\n    confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } }\n  }\n": types.ConfirmEmailDocument,
    "\n  query MeId {\n    me { id }\n  }\n": types.MeIdDocument,
    "\n  query Me {\n    me { email fullName plan isAdmin emailConfirmed }\n  }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation RefreshSession($r: String!) {\n    refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation Logout {\n    logout { __typename }\n  }\n": types.LogoutDocument,
    "\n  query ImageIds {\n    generatedImages { edges { node { id } } }\n  }\n": types.ImageIdsDocument,
    "\n  subscription OwnHeadshotJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { id stage }\n  }\n": types.OwnHeadshotJobUpdatesDocument,
    "\n  subscription OwnVideoJobUpdates($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) { id stage }\n  }\n": types.OwnVideoJobUpdatesDocument,
    "\n  subscription LiveCredits {\n    creditsChanged { balance }\n  }\n": types.LiveCreditsDocument,
    "\n  subscription ModelChanges {\n    modelTrainingUpdated { modelId model { id modelName trainingStatus errorMessage } }\n  }\n": types.ModelChangesDocument,
    "\n  mutation CreateNamedModel($i: CreateModelInput!) {\n    createModel(input: $i) { __typename ... on ModelPayload { model { id } } }\n  }\n": types.CreateNamedModelDocument,
    "\n  mutation DeleteOwnModel($id: ID!) {\n    deleteModel(modelId: $id) { __typename }\n  }\n": types.DeleteOwnModelDocument,
    "\n  mutation StartModelTraining($id: ID!) {\n    startTraining(modelId: $id) { __typename ... on Error { message code } ... on NotEnoughPhotosError { usable needed } }\n  }\n": types.StartModelTrainingDocument,
    "\n  query ModelIds {\n    models { id }\n  }\n": types.ModelIdsDocument,
    "\n  query ModelActiveFlags {\n    models { id isActive }\n  }\n": types.ModelActiveFlagsDocument,
    "\n  query ModelPhotoReasons($id: ID!) {\n    model(id: $id) { photos { verdict usable reasons { code severity params { width height min sharpness similarity degrees } } } }\n  }\n": types.ModelPhotoReasonsDocument,
    "\n  mutation SetModelActive($id: ID!) {\n    setActiveModel(modelId: $id) { __typename ... on ModelPayload { model { id isActive } } }\n  }\n": types.SetModelActiveDocument,
    "\n  query ListedImageIds {\n    generatedImages { edges { node { id } } }\n  }\n": types.ListedImageIdsDocument,
    "\n  query ListedImageUrls {\n    generatedImages { edges { node { id imageUrl thumbnailUrl } } }\n  }\n": types.ListedImageUrlsDocument,
    "\n  mutation DeleteListedImages($ids: [ID!]!) {\n    deleteImages(ids: $ids) { __typename ... on DeleteImagesPayload { deletedIds } ... on Error { code message } }\n  }\n": types.DeleteListedImagesDocument,
    "\n  query NotificationsPage($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges { cursor node { id type titleEn: title(language: en) titlePl: title(language: pl) bodyEn: body(language: en) bodyPl: body(language: pl) link readAt createdAt } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n      unreadCount\n    }\n    unreadNotificationCount\n  }\n": types.NotificationsPageDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id readAt }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query NotificationEmailPreferences {\n    notificationEmailPreferences { type email }\n  }\n": types.NotificationEmailPreferencesDocument,
    "\n  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {\n    setNotificationEmailPreference(type: $type, email: $email) { type email }\n  }\n": types.SetNotificationEmailPreferenceDocument,
    "\n  subscription NotificationFeed {\n    notificationAdded { id type title(language: pl) link }\n  }\n": types.NotificationFeedDocument,
    "\n  subscription NotificationsReadFeed {\n    notificationsRead { notification { id readAt } all unreadCount }\n  }\n": types.NotificationsReadFeedDocument,
    "\n  query PagedImages($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {\n    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {\n      edges { cursor node { id identityScore createdAt } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": types.PagedImagesDocument,
    "\n  query PagedImagesBackwards($last: Int) {\n    generatedImages(last: $last) { edges { node { id } } }\n  }\n": types.PagedImagesBackwardsDocument,
    "\n  query TestMySubscription {\n    mySubscription { id planId planName plan { en pl } interval status currentPeriodEnd cancelAtPeriodEnd tier teamId }\n  }\n": types.TestMySubscriptionDocument,
    "\n  query TestPaymentHistory($first: Int, $after: String) {\n    paymentHistory(first: $first, after: $after) {\n      edges {\n        cursor\n        node { id date planId product plan { en pl } kind interval status amount amountMinor currency creditsAdded creditsRefunded teamId teamName }\n      }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": types.TestPaymentHistoryDocument,
    "\n  query PaymentPlans($currency: Currency) {\n    plans(currency: $currency) { id kind credits interval price currency paymentMethods }\n  }\n": types.PaymentPlansDocument,
    "\n  query ModelPhotoDuplicates($id: ID!) {\n    model(id: $id) { photos { id originalName usable duplicateOf { id originalName } reasons { code params { name photoId } } } }\n  }\n": types.ModelPhotoDuplicatesDocument,
    "\n  mutation PremiumTestVideo($i: GenerateVideoInput!) {\n    generateVideo(input: $i) { __typename ... on Error { code message } }\n  }\n": types.PremiumTestVideoDocument,
    "\n  query StylesAndCosts {\n    stylePresets { id kind name { en pl } description { en pl } previewUrl premium }\n    generationCosts { standardPhoto highQualityPhoto shortVideo backgroundChange }\n  }\n": types.StylesAndCostsDocument,
    "\n  query StyleIds {\n    stylePresets { id }\n  }\n": types.StyleIdsDocument,
    "\n  query TeamsCreditsTeam($id: ID!) {\n    team(id: $id) {\n      creditsBalance\n      usage { userId creditsSpent30d photos30d }\n      ledger(first: 100) { amount kind actorId actorName }\n      headshots { id imageUrl }\n    }\n  }\n": types.TeamsCreditsTeamDocument,
    "\n  subscription TeamsCreditsFeed { creditsChanged { balance user { id creditsBalance currentTeamId } } }\n": types.TeamsCreditsFeedDocument,
    "\n  mutation TeamsCreditsSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename } }\n": types.TeamsCreditsSwitchDocument,
    "\n  query TeamsMediaUse($id: ID!) {\n    team(id: $id) {\n      usage { userId videos30d }\n      ledger(first: 100) { amount kind actorId jobKind }\n    }\n  }\n": types.TeamsMediaUseDocument,
    "\n  query TeamsTestPreview($token: String!) {\n    teamInvitation(token: $token) { teamName inviterName role kind email allowedDomain expiresAt status }\n  }\n": types.TeamsTestPreviewDocument,
    "\n  mutation TeamsTestAccept($token: String!) {\n    acceptTeamInvitation(token: $token) { id name viewerRole memberCount }\n  }\n": types.TeamsTestAcceptDocument,
    "\n  query TeamsTestTeam($id: ID!) {\n    team(id: $id) {\n      id name viewerRole memberCount creditsBalance\n      members { userId fullName email role }\n      invitations { id kind email role status maxUses useCount allowedDomain }\n      usage { userId creditsSpent30d photos30d videos30d }\n      ledger { id amount kind actorId }\n      headshots { id }\n    }\n  }\n": types.TeamsTestTeamDocument,
    "\n  query TeamsTestMine { myTeams { id name viewerRole memberCount } teamsEnabled }\n": types.TeamsTestMineDocument,
    "\n  mutation TeamsTestCreate($name: String!) { createTeam(name: $name) { id name viewerRole memberCount creditsBalance } }\n": types.TeamsTestCreateDocument,
    "\n  mutation TeamsTestInvite($teamId: ID!, $email: String!, $role: TeamRole) {\n    inviteTeamMember(teamId: $teamId, email: $email, role: $role) { id kind email role status }\n  }\n": types.TeamsTestInviteDocument,
    "\n  mutation TeamsTestLink($teamId: ID!, $maxUses: Int, $allowedDomain: String, $expiresAt: DateTime) {\n    createTeamInviteLink(teamId: $teamId, maxUses: $maxUses, allowedDomain: $allowedDomain, expiresAt: $expiresAt) {\n      url invitation { id kind maxUses allowedDomain status expiresAt }\n    }\n  }\n": types.TeamsTestLinkDocument,
    "\n  mutation TeamsTestRevoke($teamId: ID!, $invitationId: ID!) { revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) { id status } }\n": types.TeamsTestRevokeDocument,
    "\n  mutation TeamsTestRole($teamId: ID!, $userId: ID!, $role: TeamRole!) { changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) { userId role } }\n": types.TeamsTestRoleDocument,
    "\n  mutation TeamsTestRemove($teamId: ID!, $userId: ID!) { removeTeamMember(teamId: $teamId, userId: $userId) }\n": types.TeamsTestRemoveDocument,
    "\n  mutation TeamsTestTransfer($teamId: ID!, $amount: Int!) { transferTeamCredits(teamId: $teamId, amount: $amount) { id creditsBalance } }\n": types.TeamsTestTransferDocument,
    "\n  query TeamsTestMe { me { id currentTeamId creditsBalance currentTeam { id name viewerRole } } }\n": types.TeamsTestMeDocument,
    "\n  mutation TeamsTestSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename ... on Error { code message } } }\n": types.TeamsTestSwitchDocument,
    "query TeamsTestSwitchOff { teamsEnabled }": types.TeamsTestSwitchOffDocument,
    "\n  query UsageWindow {\n    usage { windowDays creditsUsed photos videos days { date credits photos videos } }\n  }\n": types.UsageWindowDocument,
    "\n  query CreditsUsed {\n    usage { creditsUsed }\n  }\n": types.CreditsUsedDocument,
    "\n  query PagedVideos($first: Int, $after: String) {\n    videos(first: $first, after: $after) {\n      edges { cursor node { id status } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n": types.PagedVideosDocument,
    "\n  query PagedVideosBackwards($last: Int) {\n    videos(last: $last) { edges { node { id } } }\n  }\n": types.PagedVideosBackwardsDocument,
    "\n  query PagedVideosFavoriteCursor($first: Int) {\n    favorites(first: $first) { pageInfo { endCursor } }\n  }\n": types.PagedVideosFavoriteCursorDocument,
    "\n  mutation GenerateTestVideo($i: GenerateVideoInput!) {\n    generateVideo(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on ValidationError { fieldErrors { path message } }\n      ... on GenerateVideoPayload { jobId cost job { id status cost video { id status durationSec quality } } }\n    }\n  }\n": types.GenerateTestVideoDocument,
    "\n  subscription VideoJobUpdates($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) { status stage progress video { id status } }\n  }\n": types.VideoJobUpdatesDocument,
    "\n  query VideoJobAndList($id: ID!) {\n    videoJob(id: $id) { stage video { id durationSec } }\n    videos { edges { node { id } } }\n  }\n": types.VideoJobAndListDocument,
    "\n  query VideoJobId($id: ID!) {\n    videoJob(id: $id) { id }\n  }\n": types.VideoJobIdDocument,
    "\n  query VideoIds {\n    videos { edges { node { id } } }\n  }\n": types.VideoIdsDocument,
    "\n  mutation DeleteTestVideo($id: ID!) {\n    deleteVideo(id: $id) { __typename ... on DeleteVideoPayload { deletedId } ... on Error { message } }\n  }\n": types.DeleteTestVideoDocument,
    "\n  query TestVideoAvailable {\n    videoAvailable\n  }\n": types.TestVideoAvailableDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountDeletionDelete($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountSuccess { deletionId }\n      ... on Error { code message }\n      ... on TeamHandoverRequiredError { teams { id name } }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountDeletionDelete($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountSuccess { deletionId }\n      ... on Error { code message }\n      ... on TeamHandoverRequiredError { teams { id name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountDeletionAdminDelete($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id deletedAt } }\n"): (typeof documents)["\n  mutation AccountDeletionAdminDelete($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDeletionAudit($targetUserId: ID) {\n    adminAuditLog(targetUserId: $targetUserId) { edges { node { action adminId adminEmail targetUserId targetEmail reason details } } }\n  }\n"): (typeof documents)["\n  query AccountDeletionAudit($targetUserId: ID) {\n    adminAuditLog(targetUserId: $targetUserId) { edges { node { action adminId adminEmail targetUserId targetEmail reason details } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDeletionMe { me { id email } }\n"): (typeof documents)["\n  query AccountDeletionMe { me { id email } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminActionsCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id kind status errorMessage userId userEmail finishedAt } }\n"): (typeof documents)["\n  mutation AdminActionsCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id kind status errorMessage userId userEmail finishedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminActionsRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id kind status costCredits userId } }\n"): (typeof documents)["\n  mutation AdminActionsRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id kind status costCredits userId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminActionsRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status refundable } }\n"): (typeof documents)["\n  mutation AdminActionsRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status refundable } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminActionsUser($id: ID!) { adminUser(id: $id) { payments { id status refundable credits } user { creditsBalance } } }\n"): (typeof documents)["\n  query AdminActionsUser($id: ID!) { adminUser(id: $id) { payments { id status refundable credits } user { creditsBalance } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminActionsJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status } } } }\n"): (typeof documents)["\n  query AdminActionsJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges { cursor node { id number kind issuedAt currency consumer buyerName buyerTaxId grossMinor userId userEmail ksefStatus ksefNumber ksefError ksefAttempts resendable } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminTestInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges { cursor node { id number kind issuedAt currency consumer buyerName buyerTaxId grossMinor userId userEmail ksefStatus ksefNumber ksefError ksefAttempts resendable } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestResendInvoice($invoiceId: ID!, $reason: String!) {\n    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus ksefError resendable }\n  }\n"): (typeof documents)["\n  mutation AdminTestResendInvoice($invoiceId: ID!, $reason: String!) {\n    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus ksefError resendable }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPagingUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"): (typeof documents)["\n  query AdminPagingUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPagingJobs($kind: String, $status: String, $first: Int, $after: String) {\n    adminJobs(kind: $kind, status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"): (typeof documents)["\n  query AdminPagingJobs($kind: String, $status: String, $first: Int, $after: String) {\n    adminJobs(kind: $kind, status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPagingActivities($userId: ID, $kind: String, $first: Int, $after: String) {\n    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"): (typeof documents)["\n  query AdminPagingActivities($userId: ID, $kind: String, $first: Int, $after: String) {\n    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPagingSubscriptions($status: String, $first: Int, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"): (typeof documents)["\n  query AdminPagingSubscriptions($status: String, $first: Int, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPagingAudit($action: String, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, targetUserId: $targetUserId, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"): (typeof documents)["\n  query AdminPagingAudit($action: String, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, targetUserId: $targetUserId, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPagingInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"): (typeof documents)["\n  query AdminPagingInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPagingJobsBackwards($last: Int) { adminJobs(last: $last) { edges { node { id } } } }\n"): (typeof documents)["\n  query AdminPagingJobsBackwards($last: Int) { adminJobs(last: $last) { edges { node { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestProviders {\n    adminProviders {\n      name\n      label\n      enabled\n      requires\n      pause { capability reason pausedById pausedByEmail pausedAt }\n      capabilities {\n        capability\n        endpoint\n        costUsd\n        unit\n        position\n        pause { capability reason pausedByEmail }\n        circuits { process state since }\n        jobs24h { queued running succeeded failed canceled total estimatedCostUsd }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTestProviders {\n    adminProviders {\n      name\n      label\n      enabled\n      requires\n      pause { capability reason pausedById pausedByEmail pausedAt }\n      capabilities {\n        capability\n        endpoint\n        costUsd\n        unit\n        position\n        pause { capability reason pausedByEmail }\n        circuits { process state since }\n        jobs24h { queued running succeeded failed canceled total estimatedCostUsd }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestPauseProvider($input: AdminPauseProviderInput!) {\n    adminPauseProvider(input: $input) { name pause { capability reason pausedByEmail } capabilities { capability pause { capability reason } } }\n  }\n"): (typeof documents)["\n  mutation AdminTestPauseProvider($input: AdminPauseProviderInput!) {\n    adminPauseProvider(input: $input) { name pause { capability reason pausedByEmail } capabilities { capability pause { capability reason } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestResumeProvider($input: AdminResumeProviderInput!) {\n    adminResumeProvider(input: $input) { name pause { capability reason } capabilities { capability pause { capability reason } } }\n  }\n"): (typeof documents)["\n  mutation AdminTestResumeProvider($input: AdminResumeProviderInput!) {\n    adminResumeProvider(input: $input) { name pause { capability reason } capabilities { capability pause { capability reason } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestDashboard {\n    adminDashboard { users signups24h signups30d activeSubscriptions creditsSold24h creditsSold30d creditsSpent24h creditsSpent30d jobsRunning jobsFailed24h jobsFailed30d }\n  }\n"): (typeof documents)["\n  query AdminTestDashboard {\n    adminDashboard { users signups24h signups30d activeSubscriptions creditsSold24h creditsSold30d creditsSpent24h creditsSpent30d jobsRunning jobsFailed24h jobsFailed30d }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      edges { node { id email fullName isAdmin emailConfirmed disabledAt creditsBalance } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminTestUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      edges { node { id email fullName isAdmin emailConfirmed disabledAt creditsBalance } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestUser($id: ID!) {\n    adminUser(id: $id) {\n      user { id email creditsBalance disabledAt disabledReason }\n      ledger { id amount kind reason actorId }\n      models { id }\n      jobs { id }\n      payments { id refundable }\n    }\n  }\n"): (typeof documents)["\n  query AdminTestUser($id: ID!) {\n    adminUser(id: $id) {\n      user { id email creditsBalance disabledAt disabledReason }\n      ledger { id amount kind reason actorId }\n      models { id }\n      jobs { id }\n      payments { id refundable }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status userEmail } } pageInfo { hasNextPage endCursor } } }\n"): (typeof documents)["\n  query AdminTestJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status userEmail } } pageInfo { hasNextPage endCursor } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestActivities($userId: ID, $kind: String) { adminActivities(userId: $userId, kind: $kind) { edges { node { id userId userEmail kind credits details } } pageInfo { hasNextPage endCursor } } }\n"): (typeof documents)["\n  query AdminTestActivities($userId: ID, $kind: String) { adminActivities(userId: $userId, kind: $kind) { edges { node { id userId userEmail kind credits details } } pageInfo { hasNextPage endCursor } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestSubscriptions($status: String) { adminSubscriptions(status: $status) { edges { node { id status } } pageInfo { hasNextPage endCursor } } }\n"): (typeof documents)["\n  query AdminTestSubscriptions($status: String) { adminSubscriptions(status: $status) { edges { node { id status } } pageInfo { hasNextPage endCursor } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestAudit($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {\n      edges { node { id createdAt adminId adminEmail action targetUserId targetEmail reason before after details ip userAgent requestId } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query AdminTestAudit($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {\n      edges { node { id createdAt adminId adminEmail action targetUserId targetEmail reason before after details ip userAgent requestId } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestAdjust($userId: ID!, $amount: Int!, $reason: String!) {\n    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) { id creditsBalance }\n  }\n"): (typeof documents)["\n  mutation AdminTestAdjust($userId: ID!, $amount: Int!, $reason: String!) {\n    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) { id creditsBalance }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestDisable($userId: ID!, $reason: String!) { adminDisableUser(userId: $userId, reason: $reason) { id disabledAt disabledReason } }\n"): (typeof documents)["\n  mutation AdminTestDisable($userId: ID!, $reason: String!) { adminDisableUser(userId: $userId, reason: $reason) { id disabledAt disabledReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestDeleteUser($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id } }\n"): (typeof documents)["\n  mutation AdminTestDeleteUser($userId: ID!, $reason: String!) { adminDeleteUser(userId: $userId, reason: $reason) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestEnable($userId: ID!) { adminEnableUser(userId: $userId) { id disabledAt disabledReason } }\n"): (typeof documents)["\n  mutation AdminTestEnable($userId: ID!) { adminEnableUser(userId: $userId) { id disabledAt disabledReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status } }\n"): (typeof documents)["\n  mutation AdminTestRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id status } }\n"): (typeof documents)["\n  mutation AdminTestRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id status } }\n"): (typeof documents)["\n  mutation AdminTestCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestMe { me { id isAdmin } }\n"): (typeof documents)["\n  query AdminTestMe { me { id isAdmin } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestMatrixInvoices($filter: AdminInvoiceFilter) { adminInvoices(filter: $filter) { totalCount edges { node { id ksefStatus } } pageInfo { hasNextPage endCursor } } }\n"): (typeof documents)["\n  query AdminTestMatrixInvoices($filter: AdminInvoiceFilter) { adminInvoices(filter: $filter) { totalCount edges { node { id ksefStatus } } pageInfo { hasNextPage endCursor } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestMatrixResendInvoice($invoiceId: ID!, $reason: String!) { adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus } }\n"): (typeof documents)["\n  mutation AdminTestMatrixResendInvoice($invoiceId: ID!, $reason: String!) { adminResendInvoice(invoiceId: $invoiceId, reason: $reason) { id ksefStatus } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestMatrixProviders { adminProviders { name enabled pause { reason } capabilities { capability position circuits { state } jobs24h { total } } } }\n"): (typeof documents)["\n  query AdminTestMatrixProviders { adminProviders { name enabled pause { reason } capabilities { capability position circuits { state } jobs24h { total } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTestMatrixImageYield { adminImageYield(weeks: 4) { provider styleId weekStart delivered usable noFace copyOfInput duplicateOutput lowLikeness likenessMean } }\n"): (typeof documents)["\n  query AdminTestMatrixImageYield { adminImageYield(weeks: 4) { provider styleId weekStart delivered usable noFace copyOfInput duplicateOutput lowLikeness likenessMean } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestMatrixPauseProvider($input: AdminPauseProviderInput!) { adminPauseProvider(input: $input) { name pause { reason } } }\n"): (typeof documents)["\n  mutation AdminTestMatrixPauseProvider($input: AdminPauseProviderInput!) { adminPauseProvider(input: $input) { name pause { reason } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTestMatrixResumeProvider($input: AdminResumeProviderInput!) { adminResumeProvider(input: $input) { name pause { reason } } }\n"): (typeof documents)["\n  mutation AdminTestMatrixResumeProvider($input: AdminResumeProviderInput!) { adminResumeProvider(input: $input) { name pause { reason } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailAgain($token: String!) {\n    confirmEmail(input: { token: $token }) { __typename ... on ConfirmEmailSuccess { alreadyConfirmed user { email } } }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailAgain($token: String!) {\n    confirmEmail(input: { token: $token }) { __typename ... on ConfirmEmailSuccess { alreadyConfirmed user { email } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MatrixLists { generatedImages { edges { node { id } } } favorites { edges { node { id } } } collections { edges { node { id items { id } } } } videos { edges { node { id } } } }"): (typeof documents)["query MatrixLists { generatedImages { edges { node { id } } } favorites { edges { node { id } } } collections { edges { node { id items { id } } } } videos { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MatrixCollection($id: ID!) { collection(id: $id) { id } }"): (typeof documents)["query MatrixCollection($id: ID!) { collection(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixFavoriteById($id: ID) { addFavorite(imageId: $id) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixFavoriteById($id: ID) { addFavorite(imageId: $id) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixFavoriteByUrl($url: String) { addFavorite(imageUrl: $url) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixFavoriteByUrl($url: String) { addFavorite(imageUrl: $url) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixUnfavorite($id: ID) { removeFavorite(imageId: $id) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixUnfavorite($id: ID) { removeFavorite(imageId: $id) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixAddForeignImage($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixAddForeignImage($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixAddToForeignCollection($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixAddToForeignCollection($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixCreateWithForeignImage($ids: [ID!]!) { createCollection(input: { name: \"Stolen\", imageIds: $ids }) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixCreateWithForeignImage($ids: [ID!]!) { createCollection(input: { name: \"Stolen\", imageIds: $ids }) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixRemoveFromForeignCollection($id: ID!, $ids: [ID!]!) { removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixRemoveFromForeignCollection($id: ID!, $ids: [ID!]!) { removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixReorderForeignCollection($id: ID!, $ids: [ID!]!) { reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixReorderForeignCollection($id: ID!, $ids: [ID!]!) { reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixRenameForeignCollection($id: ID!) { updateCollection(id: $id, input: { name: \"Mine now\" }) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixRenameForeignCollection($id: ID!) { updateCollection(id: $id, input: { name: \"Mine now\" }) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixDeleteForeignCollection($id: ID!) { deleteCollection(id: $id) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixDeleteForeignCollection($id: ID!) { deleteCollection(id: $id) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixDeleteImages($ids: [ID!]!) { deleteImages(ids: $ids) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixDeleteImages($ids: [ID!]!) { deleteImages(ids: $ids) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixDeleteVideo($id: ID!) { deleteVideo(id: $id) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixDeleteVideo($id: ID!) { deleteVideo(id: $id) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MatrixChangeBackground($id: ID) { changeBackground(input: { imageId: $id, mode: solid, color: \"#ffffff\" }) { __typename ... on Error { code } } }"): (typeof documents)["mutation MatrixChangeBackground($id: ID) { changeBackground(input: { imageId: $id, mode: solid, color: \"#ffffff\" }) { __typename ... on Error { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MatrixImageUrls { generatedImages { edges { node { id imageUrl } } } }"): (typeof documents)["query MatrixImageUrls { generatedImages { edges { node { id imageUrl } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTestBackground($i: ChangeBackgroundInput!) {\n    changeBackground(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on ChangeBackgroundPayload { jobId cost job { id status count images { id } } }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTestBackground($i: ChangeBackgroundInput!) {\n    changeBackground(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on ChangeBackgroundPayload { jobId cost job { id status count images { id } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BackgroundJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }\n  }\n"): (typeof documents)["\n  subscription BackgroundJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackgroundJobImages($id: ID!) {\n    headshotJob(id: $id) { stage images { kind sourceImageId width } }\n  }\n"): (typeof documents)["\n  query BackgroundJobImages($id: ID!) {\n    headshotJob(id: $id) { stage images { kind sourceImageId width } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackgroundJobId($id: ID!) {\n    headshotJob(id: $id) { id }\n  }\n"): (typeof documents)["\n  query BackgroundJobId($id: ID!) {\n    headshotJob(id: $id) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedCollections($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges { cursor node { id name itemCount } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query PagedCollections($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges { cursor node { id name itemCount } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedCollectionsWithoutCount($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query PagedCollectionsWithoutCount($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedCollectionsBackwards($last: Int) {\n    collections(last: $last) { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query PagedCollectionsBackwards($last: Int) {\n    collections(last: $last) { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedCollectionsFavoriteCursor($first: Int) {\n    favorites(first: $first) { pageInfo { endCursor } }\n  }\n"): (typeof documents)["\n  query PagedCollectionsFavoriteCursor($first: Int) {\n    favorites(first: $first) { pageInfo { endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionFields on Collection { id name description itemCount coverUrl items { id isFavorite } createdAt updatedAt }\n"): (typeof documents)["\n  fragment CollectionFields on Collection { id name description itemCount coverUrl items { id isFavorite } createdAt updatedAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FavoriteForCollection($id: ID) {\n    addFavorite(imageId: $id) { __typename }\n  }\n"): (typeof documents)["\n  mutation FavoriteForCollection($id: ID) {\n    addFavorite(imageId: $id) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestCollection($i: CreateCollectionInput!) {\n    createCollection(input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"): (typeof documents)["\n  mutation CreateTestCollection($i: CreateCollectionInput!) {\n    createCollection(input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTestCollection($id: ID!, $i: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"): (typeof documents)["\n  mutation UpdateTestCollection($id: ID!, $i: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToTestCollection($id: ID!, $ids: [ID!]!) {\n    addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"): (typeof documents)["\n  mutation AddToTestCollection($id: ID!, $ids: [ID!]!) {\n    addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderTestCollection($id: ID!, $ids: [ID!]!) {\n    reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"): (typeof documents)["\n  mutation ReorderTestCollection($id: ID!, $ids: [ID!]!) {\n    reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromTestCollection($id: ID!, $ids: [ID!]!) {\n    removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"): (typeof documents)["\n  mutation RemoveFromTestCollection($id: ID!, $ids: [ID!]!) {\n    removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTestCollection($id: ID!) {\n    deleteCollection(id: $id) { __typename ... on DeleteCollectionPayload { deletedId } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation DeleteTestCollection($id: ID!) {\n    deleteCollection(id: $id) { __typename ... on DeleteCollectionPayload { deletedId } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCollection($id: ID!) {\n    collection(id: $id) { ...CollectionFields }\n  }\n"): (typeof documents)["\n  query TestCollection($id: ID!) {\n    collection(id: $id) { ...CollectionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCollections {\n    collections { edges { node { id itemCount } } }\n  }\n"): (typeof documents)["\n  query TestCollections {\n    collections { edges { node { id itemCount } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription CreditsFeed {\n        creditsChanged { balance user { id creditsBalance } }\n      }\n    "): (typeof documents)["\n      subscription CreditsFeed {\n        creditsChanged { balance user { id creditsBalance } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Engines {\n    trainingEngine { provider generative estimateMinSeconds estimateMaxSeconds }\n    videoEngine\n  }\n"): (typeof documents)["\n  query Engines {\n    trainingEngine { provider generative estimateMinSeconds estimateMaxSeconds }\n    videoEngine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedFavorites($first: Int, $after: String) {\n    favorites(first: $first, after: $after) {\n      edges { cursor node { id isFavorite } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query PagedFavorites($first: Int, $after: String) {\n    favorites(first: $first, after: $after) {\n      edges { cursor node { id isFavorite } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedFavoritesBackwards($last: Int) {\n    favorites(last: $last) { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query PagedFavoritesBackwards($last: Int) {\n    favorites(last: $last) { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedFavoritesImageCursor($first: Int) {\n    generatedImages(first: $first) { pageInfo { endCursor } }\n  }\n"): (typeof documents)["\n  query PagedFavoritesImageCursor($first: Int) {\n    generatedImages(first: $first) { pageInfo { endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavoriteImageFields on HeadshotImage { id kind sourceImageId isFavorite imageUrl thumbnailUrl }\n"): (typeof documents)["\n  fragment FavoriteImageFields on HeadshotImage { id kind sourceImageId isFavorite imageUrl thumbnailUrl }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavoriteByRef($id: ID, $url: String) {\n    addFavorite(imageId: $id, imageUrl: $url) {\n      __typename\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n      ... on FavoritePayload { image { ...FavoriteImageFields } }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavoriteByRef($id: ID, $url: String) {\n    addFavorite(imageId: $id, imageUrl: $url) {\n      __typename\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n      ... on FavoritePayload { image { ...FavoriteImageFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavoriteByRef($id: ID, $url: String) {\n    removeFavorite(imageId: $id, imageUrl: $url) {\n      __typename\n      ... on Error { code message }\n      ... on FavoritePayload { image { ...FavoriteImageFields } }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavoriteByRef($id: ID, $url: String) {\n    removeFavorite(imageId: $id, imageUrl: $url) {\n      __typename\n      ... on Error { code message }\n      ... on FavoritePayload { image { ...FavoriteImageFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoriteImages {\n    favorites { edges { node { ...FavoriteImageFields } } }\n  }\n"): (typeof documents)["\n  query FavoriteImages {\n    favorites { edges { node { ...FavoriteImageFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoriteIds {\n    favorites { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query FavoriteIds {\n    favorites { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageUrlsForFavorites {\n    generatedImages { edges { node { id imageUrl thumbnailUrl } } }\n  }\n"): (typeof documents)["\n  query ImageUrlsForFavorites {\n    generatedImages { edges { node { id imageUrl thumbnailUrl } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageFavoriteFlags {\n    generatedImages { edges { node { id isFavorite } } }\n  }\n"): (typeof documents)["\n  query ImageFavoriteFlags {\n    generatedImages { edges { node { id isFavorite } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTestFirstLook($i: StartFirstLookInput!) {\n    startFirstLook(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on StartFirstLookPayload { jobId cost engine count job { id preview count } }\n    }\n  }\n"): (typeof documents)["\n  mutation StartTestFirstLook($i: StartFirstLookInput!) {\n    startFirstLook(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on StartFirstLookPayload { jobId cost engine count job { id preview count } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestFirstLookJob($id: ID!) {\n    headshotJob(id: $id) { id status preview images { id status preview identityScore identityFlagged imageUrl } }\n  }\n"): (typeof documents)["\n  query TestFirstLookJob($id: ID!) {\n    headshotJob(id: $id) { id status preview images { id status preview identityScore identityFlagged imageUrl } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestLatestFirstLook($modelId: ID!) {\n    firstLook(modelId: $modelId) { id preview }\n    firstLookOffer { engine costPerImage defaultImages maxImages minPhotos }\n  }\n"): (typeof documents)["\n  query TestLatestFirstLook($modelId: ID!) {\n    firstLook(modelId: $modelId) { id preview }\n    firstLookOffer { engine costPerImage defaultImages maxImages minPhotos }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestFirstLookUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage images { id status preview } }\n  }\n"): (typeof documents)["\n  subscription TestFirstLookUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage images { id status preview } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateTestHeadshots($i: GenerateHeadshotsInput!) {\n    generateHeadshots(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on GenerateHeadshotsPayload { jobId cost }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateTestHeadshots($i: GenerateHeadshotsInput!) {\n    generateHeadshots(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on GenerateHeadshotsPayload { jobId cost }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HeadshotJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }\n  }\n"): (typeof documents)["\n  subscription HeadshotJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadshotJobId($id: ID!) {\n    headshotJob(id: $id) { id }\n  }\n"): (typeof documents)["\n  query HeadshotJobId($id: ID!) {\n    headshotJob(id: $id) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneratedImageIds {\n    generatedImages { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query GeneratedImageIds {\n    generatedImages { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthSession { token refreshToken user { id email creditsBalance } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthSession { token refreshToken user { id email creditsBalance } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($t: String!) {\n    confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($t: String!) {\n    confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeId {\n    me { id }\n  }\n"): (typeof documents)["\n  query MeId {\n    me { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me { email fullName plan isAdmin emailConfirmed }\n  }\n"): (typeof documents)["\n  query Me {\n    me { email fullName plan isAdmin emailConfirmed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($r: String!) {\n    refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($r: String!) {\n    refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout { __typename }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageIds {\n    generatedImages { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query ImageIds {\n    generatedImages { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OwnHeadshotJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { id stage }\n  }\n"): (typeof documents)["\n  subscription OwnHeadshotJobUpdates($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) { id stage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OwnVideoJobUpdates($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) { id stage }\n  }\n"): (typeof documents)["\n  subscription OwnVideoJobUpdates($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) { id stage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveCredits {\n    creditsChanged { balance }\n  }\n"): (typeof documents)["\n  subscription LiveCredits {\n    creditsChanged { balance }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ModelChanges {\n    modelTrainingUpdated { modelId model { id modelName trainingStatus errorMessage } }\n  }\n"): (typeof documents)["\n  subscription ModelChanges {\n    modelTrainingUpdated { modelId model { id modelName trainingStatus errorMessage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNamedModel($i: CreateModelInput!) {\n    createModel(input: $i) { __typename ... on ModelPayload { model { id } } }\n  }\n"): (typeof documents)["\n  mutation CreateNamedModel($i: CreateModelInput!) {\n    createModel(input: $i) { __typename ... on ModelPayload { model { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOwnModel($id: ID!) {\n    deleteModel(modelId: $id) { __typename }\n  }\n"): (typeof documents)["\n  mutation DeleteOwnModel($id: ID!) {\n    deleteModel(modelId: $id) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartModelTraining($id: ID!) {\n    startTraining(modelId: $id) { __typename ... on Error { message code } ... on NotEnoughPhotosError { usable needed } }\n  }\n"): (typeof documents)["\n  mutation StartModelTraining($id: ID!) {\n    startTraining(modelId: $id) { __typename ... on Error { message code } ... on NotEnoughPhotosError { usable needed } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelIds {\n    models { id }\n  }\n"): (typeof documents)["\n  query ModelIds {\n    models { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelActiveFlags {\n    models { id isActive }\n  }\n"): (typeof documents)["\n  query ModelActiveFlags {\n    models { id isActive }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelPhotoReasons($id: ID!) {\n    model(id: $id) { photos { verdict usable reasons { code severity params { width height min sharpness similarity degrees } } } }\n  }\n"): (typeof documents)["\n  query ModelPhotoReasons($id: ID!) {\n    model(id: $id) { photos { verdict usable reasons { code severity params { width height min sharpness similarity degrees } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetModelActive($id: ID!) {\n    setActiveModel(modelId: $id) { __typename ... on ModelPayload { model { id isActive } } }\n  }\n"): (typeof documents)["\n  mutation SetModelActive($id: ID!) {\n    setActiveModel(modelId: $id) { __typename ... on ModelPayload { model { id isActive } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListedImageIds {\n    generatedImages { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query ListedImageIds {\n    generatedImages { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListedImageUrls {\n    generatedImages { edges { node { id imageUrl thumbnailUrl } } }\n  }\n"): (typeof documents)["\n  query ListedImageUrls {\n    generatedImages { edges { node { id imageUrl thumbnailUrl } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteListedImages($ids: [ID!]!) {\n    deleteImages(ids: $ids) { __typename ... on DeleteImagesPayload { deletedIds } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation DeleteListedImages($ids: [ID!]!) {\n    deleteImages(ids: $ids) { __typename ... on DeleteImagesPayload { deletedIds } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPage($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges { cursor node { id type titleEn: title(language: en) titlePl: title(language: pl) bodyEn: body(language: en) bodyPl: body(language: pl) link readAt createdAt } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n      unreadCount\n    }\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query NotificationsPage($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges { cursor node { id type titleEn: title(language: en) titlePl: title(language: pl) bodyEn: body(language: en) bodyPl: body(language: pl) link readAt createdAt } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n      unreadCount\n    }\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id readAt }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id readAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationEmailPreferences {\n    notificationEmailPreferences { type email }\n  }\n"): (typeof documents)["\n  query NotificationEmailPreferences {\n    notificationEmailPreferences { type email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {\n    setNotificationEmailPreference(type: $type, email: $email) { type email }\n  }\n"): (typeof documents)["\n  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {\n    setNotificationEmailPreference(type: $type, email: $email) { type email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationFeed {\n    notificationAdded { id type title(language: pl) link }\n  }\n"): (typeof documents)["\n  subscription NotificationFeed {\n    notificationAdded { id type title(language: pl) link }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsReadFeed {\n    notificationsRead { notification { id readAt } all unreadCount }\n  }\n"): (typeof documents)["\n  subscription NotificationsReadFeed {\n    notificationsRead { notification { id readAt } all unreadCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedImages($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {\n    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {\n      edges { cursor node { id identityScore createdAt } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query PagedImages($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {\n    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {\n      edges { cursor node { id identityScore createdAt } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedImagesBackwards($last: Int) {\n    generatedImages(last: $last) { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query PagedImagesBackwards($last: Int) {\n    generatedImages(last: $last) { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMySubscription {\n    mySubscription { id planId planName plan { en pl } interval status currentPeriodEnd cancelAtPeriodEnd tier teamId }\n  }\n"): (typeof documents)["\n  query TestMySubscription {\n    mySubscription { id planId planName plan { en pl } interval status currentPeriodEnd cancelAtPeriodEnd tier teamId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPaymentHistory($first: Int, $after: String) {\n    paymentHistory(first: $first, after: $after) {\n      edges {\n        cursor\n        node { id date planId product plan { en pl } kind interval status amount amountMinor currency creditsAdded creditsRefunded teamId teamName }\n      }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query TestPaymentHistory($first: Int, $after: String) {\n    paymentHistory(first: $first, after: $after) {\n      edges {\n        cursor\n        node { id date planId product plan { en pl } kind interval status amount amountMinor currency creditsAdded creditsRefunded teamId teamName }\n      }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentPlans($currency: Currency) {\n    plans(currency: $currency) { id kind credits interval price currency paymentMethods }\n  }\n"): (typeof documents)["\n  query PaymentPlans($currency: Currency) {\n    plans(currency: $currency) { id kind credits interval price currency paymentMethods }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelPhotoDuplicates($id: ID!) {\n    model(id: $id) { photos { id originalName usable duplicateOf { id originalName } reasons { code params { name photoId } } } }\n  }\n"): (typeof documents)["\n  query ModelPhotoDuplicates($id: ID!) {\n    model(id: $id) { photos { id originalName usable duplicateOf { id originalName } reasons { code params { name photoId } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PremiumTestVideo($i: GenerateVideoInput!) {\n    generateVideo(input: $i) { __typename ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation PremiumTestVideo($i: GenerateVideoInput!) {\n    generateVideo(input: $i) { __typename ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StylesAndCosts {\n    stylePresets { id kind name { en pl } description { en pl } previewUrl premium }\n    generationCosts { standardPhoto highQualityPhoto shortVideo backgroundChange }\n  }\n"): (typeof documents)["\n  query StylesAndCosts {\n    stylePresets { id kind name { en pl } description { en pl } previewUrl premium }\n    generationCosts { standardPhoto highQualityPhoto shortVideo backgroundChange }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StyleIds {\n    stylePresets { id }\n  }\n"): (typeof documents)["\n  query StyleIds {\n    stylePresets { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsCreditsTeam($id: ID!) {\n    team(id: $id) {\n      creditsBalance\n      usage { userId creditsSpent30d photos30d }\n      ledger(first: 100) { amount kind actorId actorName }\n      headshots { id imageUrl }\n    }\n  }\n"): (typeof documents)["\n  query TeamsCreditsTeam($id: ID!) {\n    team(id: $id) {\n      creditsBalance\n      usage { userId creditsSpent30d photos30d }\n      ledger(first: 100) { amount kind actorId actorName }\n      headshots { id imageUrl }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TeamsCreditsFeed { creditsChanged { balance user { id creditsBalance currentTeamId } } }\n"): (typeof documents)["\n  subscription TeamsCreditsFeed { creditsChanged { balance user { id creditsBalance currentTeamId } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsCreditsSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename } }\n"): (typeof documents)["\n  mutation TeamsCreditsSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsMediaUse($id: ID!) {\n    team(id: $id) {\n      usage { userId videos30d }\n      ledger(first: 100) { amount kind actorId jobKind }\n    }\n  }\n"): (typeof documents)["\n  query TeamsMediaUse($id: ID!) {\n    team(id: $id) {\n      usage { userId videos30d }\n      ledger(first: 100) { amount kind actorId jobKind }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsTestPreview($token: String!) {\n    teamInvitation(token: $token) { teamName inviterName role kind email allowedDomain expiresAt status }\n  }\n"): (typeof documents)["\n  query TeamsTestPreview($token: String!) {\n    teamInvitation(token: $token) { teamName inviterName role kind email allowedDomain expiresAt status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsTestAccept($token: String!) {\n    acceptTeamInvitation(token: $token) { id name viewerRole memberCount }\n  }\n"): (typeof documents)["\n  mutation TeamsTestAccept($token: String!) {\n    acceptTeamInvitation(token: $token) { id name viewerRole memberCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsTestTeam($id: ID!) {\n    team(id: $id) {\n      id name viewerRole memberCount creditsBalance\n      members { userId fullName email role }\n      invitations { id kind email role status maxUses useCount allowedDomain }\n      usage { userId creditsSpent30d photos30d videos30d }\n      ledger { id amount kind actorId }\n      headshots { id }\n    }\n  }\n"): (typeof documents)["\n  query TeamsTestTeam($id: ID!) {\n    team(id: $id) {\n      id name viewerRole memberCount creditsBalance\n      members { userId fullName email role }\n      invitations { id kind email role status maxUses useCount allowedDomain }\n      usage { userId creditsSpent30d photos30d videos30d }\n      ledger { id amount kind actorId }\n      headshots { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsTestMine { myTeams { id name viewerRole memberCount } teamsEnabled }\n"): (typeof documents)["\n  query TeamsTestMine { myTeams { id name viewerRole memberCount } teamsEnabled }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsTestCreate($name: String!) { createTeam(name: $name) { id name viewerRole memberCount creditsBalance } }\n"): (typeof documents)["\n  mutation TeamsTestCreate($name: String!) { createTeam(name: $name) { id name viewerRole memberCount creditsBalance } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsTestInvite($teamId: ID!, $email: String!, $role: TeamRole) {\n    inviteTeamMember(teamId: $teamId, email: $email, role: $role) { id kind email role status }\n  }\n"): (typeof documents)["\n  mutation TeamsTestInvite($teamId: ID!, $email: String!, $role: TeamRole) {\n    inviteTeamMember(teamId: $teamId, email: $email, role: $role) { id kind email role status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsTestLink($teamId: ID!, $maxUses: Int, $allowedDomain: String, $expiresAt: DateTime) {\n    createTeamInviteLink(teamId: $teamId, maxUses: $maxUses, allowedDomain: $allowedDomain, expiresAt: $expiresAt) {\n      url invitation { id kind maxUses allowedDomain status expiresAt }\n    }\n  }\n"): (typeof documents)["\n  mutation TeamsTestLink($teamId: ID!, $maxUses: Int, $allowedDomain: String, $expiresAt: DateTime) {\n    createTeamInviteLink(teamId: $teamId, maxUses: $maxUses, allowedDomain: $allowedDomain, expiresAt: $expiresAt) {\n      url invitation { id kind maxUses allowedDomain status expiresAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsTestRevoke($teamId: ID!, $invitationId: ID!) { revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) { id status } }\n"): (typeof documents)["\n  mutation TeamsTestRevoke($teamId: ID!, $invitationId: ID!) { revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsTestRole($teamId: ID!, $userId: ID!, $role: TeamRole!) { changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) { userId role } }\n"): (typeof documents)["\n  mutation TeamsTestRole($teamId: ID!, $userId: ID!, $role: TeamRole!) { changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) { userId role } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsTestRemove($teamId: ID!, $userId: ID!) { removeTeamMember(teamId: $teamId, userId: $userId) }\n"): (typeof documents)["\n  mutation TeamsTestRemove($teamId: ID!, $userId: ID!) { removeTeamMember(teamId: $teamId, userId: $userId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsTestTransfer($teamId: ID!, $amount: Int!) { transferTeamCredits(teamId: $teamId, amount: $amount) { id creditsBalance } }\n"): (typeof documents)["\n  mutation TeamsTestTransfer($teamId: ID!, $amount: Int!) { transferTeamCredits(teamId: $teamId, amount: $amount) { id creditsBalance } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsTestMe { me { id currentTeamId creditsBalance currentTeam { id name viewerRole } } }\n"): (typeof documents)["\n  query TeamsTestMe { me { id currentTeamId creditsBalance currentTeam { id name viewerRole } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamsTestSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename ... on Error { code message } } }\n"): (typeof documents)["\n  mutation TeamsTestSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename ... on Error { code message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TeamsTestSwitchOff { teamsEnabled }"): (typeof documents)["query TeamsTestSwitchOff { teamsEnabled }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageWindow {\n    usage { windowDays creditsUsed photos videos days { date credits photos videos } }\n  }\n"): (typeof documents)["\n  query UsageWindow {\n    usage { windowDays creditsUsed photos videos days { date credits photos videos } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditsUsed {\n    usage { creditsUsed }\n  }\n"): (typeof documents)["\n  query CreditsUsed {\n    usage { creditsUsed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedVideos($first: Int, $after: String) {\n    videos(first: $first, after: $after) {\n      edges { cursor node { id status } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query PagedVideos($first: Int, $after: String) {\n    videos(first: $first, after: $after) {\n      edges { cursor node { id status } }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedVideosBackwards($last: Int) {\n    videos(last: $last) { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query PagedVideosBackwards($last: Int) {\n    videos(last: $last) { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagedVideosFavoriteCursor($first: Int) {\n    favorites(first: $first) { pageInfo { endCursor } }\n  }\n"): (typeof documents)["\n  query PagedVideosFavoriteCursor($first: Int) {\n    favorites(first: $first) { pageInfo { endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateTestVideo($i: GenerateVideoInput!) {\n    generateVideo(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on ValidationError { fieldErrors { path message } }\n      ... on GenerateVideoPayload { jobId cost job { id status cost video { id status durationSec quality } } }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateTestVideo($i: GenerateVideoInput!) {\n    generateVideo(input: $i) {\n      __typename\n      ... on Error { code message }\n      ... on InsufficientCreditsError { needed available }\n      ... on ValidationError { fieldErrors { path message } }\n      ... on GenerateVideoPayload { jobId cost job { id status cost video { id status durationSec quality } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VideoJobUpdates($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) { status stage progress video { id status } }\n  }\n"): (typeof documents)["\n  subscription VideoJobUpdates($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) { status stage progress video { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoJobAndList($id: ID!) {\n    videoJob(id: $id) { stage video { id durationSec } }\n    videos { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query VideoJobAndList($id: ID!) {\n    videoJob(id: $id) { stage video { id durationSec } }\n    videos { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoJobId($id: ID!) {\n    videoJob(id: $id) { id }\n  }\n"): (typeof documents)["\n  query VideoJobId($id: ID!) {\n    videoJob(id: $id) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoIds {\n    videos { edges { node { id } } }\n  }\n"): (typeof documents)["\n  query VideoIds {\n    videos { edges { node { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTestVideo($id: ID!) {\n    deleteVideo(id: $id) { __typename ... on DeleteVideoPayload { deletedId } ... on Error { message } }\n  }\n"): (typeof documents)["\n  mutation DeleteTestVideo($id: ID!) {\n    deleteVideo(id: $id) { __typename ... on DeleteVideoPayload { deletedId } ... on Error { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestVideoAvailable {\n    videoAvailable\n  }\n"): (typeof documents)["\n  query TestVideoAvailable {\n    videoAvailable\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;