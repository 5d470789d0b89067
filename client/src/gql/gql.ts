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
    "\n  fragment AdminInvoiceFields on AdminInvoice {\n    id\n    number\n    kind\n    issuedAt\n    currency\n    consumer\n    buyerName\n    buyerTaxId\n    grossMinor\n    userId\n    userEmail\n    ksefStatus\n    ksefNumber\n    ksefError\n    ksefAttempts\n    resendable\n  }\n": typeof types.AdminInvoiceFieldsFragmentDoc,
    "\n  query AdminInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminInvoiceFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminInvoicesDocument,
    "\n  mutation AdminResendInvoice($invoiceId: ID!, $reason: String!) {\n    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) {\n      ...AdminInvoiceFields\n    }\n  }\n": typeof types.AdminResendInvoiceDocument,
    "\n  mutation AdminAdjustCredits($userId: ID!, $amount: Int!, $reason: String!) {\n    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminAdjustCreditsDocument,
    "\n  mutation AdminDisableUser($userId: ID!, $reason: String!) {\n    adminDisableUser(userId: $userId, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminDisableUserDocument,
    "\n  mutation AdminDeleteUser($userId: ID!, $reason: String!) {\n    adminDeleteUser(userId: $userId, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminDeleteUserDocument,
    "\n  mutation AdminEnableUser($userId: ID!) {\n    adminEnableUser(userId: $userId) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.AdminEnableUserDocument,
    "\n  mutation AdminRefundPayment($paymentId: ID!, $reason: String!) {\n    adminRefundPayment(paymentId: $paymentId, reason: $reason) {\n      id\n      status\n      refundable\n    }\n  }\n": typeof types.AdminRefundPaymentDocument,
    "\n  mutation AdminRetryJob($jobId: ID!) {\n    adminRetryJob(jobId: $jobId) {\n      ...AdminJobFields\n    }\n  }\n": typeof types.AdminRetryJobDocument,
    "\n  mutation AdminCancelJob($jobId: ID!) {\n    adminCancelJob(jobId: $jobId) {\n      ...AdminJobFields\n    }\n  }\n": typeof types.AdminCancelJobDocument,
    "\n  fragment AdminProviderFields on AdminProvider {\n    name\n    label\n    enabled\n    pause {\n      reason\n      pausedByEmail\n      pausedAt\n    }\n    capabilities {\n      capability\n      endpoint\n      costUsd\n      unit\n      position\n      pause {\n        capability\n        reason\n        pausedByEmail\n        pausedAt\n      }\n      circuits {\n        process\n        state\n        since\n      }\n      jobs24h {\n        queued\n        running\n        succeeded\n        failed\n        canceled\n        total\n        estimatedCostUsd\n      }\n    }\n  }\n": typeof types.AdminProviderFieldsFragmentDoc,
    "\n  query AdminProviders {\n    adminProviders {\n      ...AdminProviderFields\n    }\n  }\n": typeof types.AdminProvidersDocument,
    "\n  mutation AdminPauseProvider($input: AdminPauseProviderInput!) {\n    adminPauseProvider(input: $input) {\n      ...AdminProviderFields\n    }\n  }\n": typeof types.AdminPauseProviderDocument,
    "\n  mutation AdminResumeProvider($input: AdminResumeProviderInput!) {\n    adminResumeProvider(input: $input) {\n      ...AdminProviderFields\n    }\n  }\n": typeof types.AdminResumeProviderDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      users\n      signups24h\n      signups30d\n      activeSubscriptions\n      creditsSold24h\n      creditsSold30d\n      creditsSpent24h\n      creditsSpent30d\n      jobsRunning\n      jobsFailed24h\n      jobsFailed30d\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    fullName\n    isAdmin\n    emailConfirmed\n    disabledAt\n    disabledReason\n    deletedAt\n    createdAt\n    creditsBalance\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  fragment AdminJobFields on AdminJob {\n    id\n    kind\n    status\n    stage\n    progress\n    errorMessage\n    userId\n    userEmail\n    teamId\n    costCredits\n    createdAt\n    startedAt\n    finishedAt\n  }\n": typeof types.AdminJobFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminUserFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      ledger {\n        id\n        amount\n        kind\n        reason\n        actorId\n        teamId\n        createdAt\n      }\n      models {\n        id\n        name\n        trainingStatus\n        createdAt\n      }\n      jobs {\n        ...AdminJobFields\n      }\n      payments {\n        id\n        status\n        amountMinor\n        currency\n        planId\n        credits\n        createdAt\n        refundable\n      }\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  query AdminJobs($kind: String, $status: String, $first: Int, $after: String) {\n    adminJobs(kind: $kind, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminJobFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminJobsDocument,
    "\n  query AdminActivities($userId: ID, $kind: String, $first: Int, $after: String) {\n    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          userId\n          userEmail\n          kind\n          credits\n          createdAt\n          details\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminActivitiesDocument,
    "\n  query AdminSubscriptions($status: String, $first: Int, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          userId\n          userEmail\n          teamId\n          planId\n          status\n          interval\n          currentPeriodEnd\n          cancelAtPeriodEnd\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminSubscriptionsDocument,
    "\n  query AdminAuditLog($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          adminId\n          adminEmail\n          action\n          targetUserId\n          targetEmail\n          reason\n          before\n          after\n          details\n          ip\n          userAgent\n          requestId\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminImageYield($weeks: Int) {\n    adminImageYield(weeks: $weeks) {\n      provider\n      styleId\n      weekStart\n      delivered\n      usable\n      noFace\n      copyOfInput\n      duplicateOutput\n      lowLikeness\n      likenessMean\n    }\n  }\n": typeof types.AdminImageYieldDocument,
    "\n  query ApiScopes {\n    apiScopes {\n      scope\n      description\n    }\n  }\n": typeof types.ApiScopesDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    teamId\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!, $scopes: [String!]!, $expiresAt: DateTime, $teamId: ID) {\n    createApiKey(name: $name, scopes: $scopes, expiresAt: $expiresAt, teamId: $teamId) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n": typeof types.WebhookEventTypesDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    teamId\n    secret\n    disabledAt\n    disabledReason\n    consecutiveFailures\n    createdAt\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int) {\n    webhookDeliveries(endpointId: $endpointId, first: $first) {\n      id\n      messageId\n      eventType\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      deliveredAt\n      nextAttemptAt\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $eventTypes: [String!]!, $description: String, $teamId: ID) {\n    createWebhookEndpoint(url: $url, eventTypes: $eventTypes, description: $description, teamId: $teamId) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $enabled: Boolean) {\n    updateWebhookEndpoint(id: $id, enabled: $enabled) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      fullName\n      avatarUrl\n      creditsBalance\n      createdAt\n      plan\n      locale\n      marketingOptIn\n      isAdmin\n      emailConfirmed\n      currentTeamId\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  subscription CreditsChanged {\n    creditsChanged {\n      user {\n        id\n        creditsBalance\n      }\n    }\n  }\n": typeof types.CreditsChangedDocument,
    "\n  fragment FirstLookJobFields on HeadshotJob {\n    id\n    status\n    stage\n    progress\n    cost\n    count\n    preview\n    errorMessage\n    images {\n      id\n      status\n      preview\n      identityScore\n      identityFlagged\n      imageUrl\n      thumbnailUrl\n    }\n  }\n": typeof types.FirstLookJobFieldsFragmentDoc,
    "\n  query FirstLook($modelId: ID!) {\n    firstLookOffer {\n      engine\n      costPerImage\n      defaultImages\n      minPhotos\n    }\n    firstLook(modelId: $modelId) {\n      ...FirstLookJobFields\n    }\n  }\n": typeof types.FirstLookDocument,
    "\n  mutation StartFirstLook($input: StartFirstLookInput!) {\n    startFirstLook(input: $input) {\n      __typename\n      ... on StartFirstLookPayload {\n        jobId\n        job {\n          ...FirstLookJobFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n    }\n  }\n": typeof types.StartFirstLookDocument,
    "\n  subscription FirstLookUpdated($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) {\n      ...FirstLookJobFields\n    }\n  }\n": typeof types.FirstLookUpdatedDocument,
    "\n  mutation ChangeBackground($input: ChangeBackgroundInput!) {\n    changeBackground(input: $input) {\n      __typename\n      ... on ChangeBackgroundPayload {\n        jobId\n        cost\n        job {\n          ...HeadshotJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n": typeof types.ChangeBackgroundDocument,
    "\n  mutation GenerateHeadshots($input: GenerateHeadshotsInput!) {\n    generateHeadshots(input: $input) {\n      __typename\n      ... on GenerateHeadshotsPayload {\n        jobId\n        cost\n        promptNotes {\n          code\n          clause\n        }\n        honoured {\n          background\n          mood\n        }\n        job {\n          ...HeadshotJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n": typeof types.GenerateHeadshotsDocument,
    "\n  query GeneratedImages {\n    generatedImages {\n      edges {\n        cursor\n        node {\n          ...HeadshotImageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.GeneratedImagesDocument,
    "\n  fragment HeadshotImageFields on HeadshotImage {\n    id\n    jobId\n    kind\n    status\n    prompt\n    style\n    quality\n    aspectRatio\n    width\n    height\n    identityScore\n    identityFlagged\n    errorCode\n    preview\n    likeness\n    mayNotLookLikeYou\n    usable\n    unusableReason\n    imageUrl\n    thumbnailUrl\n    createdAt\n  }\n": typeof types.HeadshotImageFieldsFragmentDoc,
    "\n  fragment HeadshotJobFields on HeadshotJob {\n    id\n    status\n    stage\n    progress\n    cost\n    count\n    promptNotes {\n      code\n      clause\n    }\n    errorMessage\n    deliveredCount\n    usableCount\n    likenessMean\n    images {\n      ...HeadshotImageFields\n    }\n    createdAt\n    finishedAt\n  }\n": typeof types.HeadshotJobFieldsFragmentDoc,
    "\n  fragment GenerationRefusalFields on Error {\n    code\n    message\n    ... on InsufficientCreditsError {\n      needed\n      available\n    }\n    ... on ValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n": typeof types.GenerationRefusalFieldsFragmentDoc,
    "\n  query GeneratorOptions {\n    stylePresets {\n      id\n      name {\n        en\n        pl\n      }\n      description {\n        en\n        pl\n      }\n      previewUrl\n      premium\n    }\n    generationCosts {\n      standardPhoto\n      highQualityPhoto\n      shortVideo\n      backgroundChange\n    }\n    videoEngine\n    videoAvailable\n  }\n": typeof types.GeneratorOptionsDocument,
    "\n  query HeadshotJob($id: ID!) {\n    headshotJob(id: $id) {\n      ...HeadshotJobFields\n    }\n  }\n": typeof types.HeadshotJobDocument,
    "\n  subscription HeadshotJobUpdated($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) {\n      ...HeadshotJobFields\n    }\n  }\n": typeof types.HeadshotJobUpdatedDocument,
    "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionSummary\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateCollectionDocument,
    "\n  mutation UpdateCollection($id: ID!, $input: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionSummary\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.UpdateCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      __typename\n      ... on DeleteCollectionPayload {\n        deletedId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteCollectionDocument,
    "\n  mutation AddToCollection($id: ID!, $imageIds: [ID!]!) {\n    addToCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddToCollectionDocument,
    "\n  mutation RemoveFromCollection($id: ID!, $imageIds: [ID!]!) {\n    removeFromCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RemoveFromCollectionDocument,
    "\n  mutation ReorderCollection($id: ID!, $imageIds: [ID!]!) {\n    reorderCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ReorderCollectionDocument,
    "\n  mutation AddFavorite($imageId: ID!) {\n    addFavorite(imageId: $imageId) {\n      __typename\n      ... on FavoritePayload {\n        image {\n          ...LibraryImage\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($imageId: ID!) {\n    removeFavorite(imageId: $imageId) {\n      __typename\n      ... on FavoritePayload {\n        image {\n          ...LibraryImage\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RemoveFavoriteDocument,
    "\n  fragment LibraryImage on HeadshotImage {\n    id\n    imageUrl\n    thumbnailUrl\n    identityScore\n    identityFlagged\n    preview\n    likeness\n    mayNotLookLikeYou\n    usable\n    unusableReason\n    isFavorite\n    createdAt\n  }\n": typeof types.LibraryImageFragmentDoc,
    "\n  fragment CollectionSummary on Collection {\n    id\n    name\n    description\n    itemCount\n    coverUrl\n    createdAt\n    updatedAt\n  }\n": typeof types.CollectionSummaryFragmentDoc,
    "\n  fragment CollectionWithItems on Collection {\n    ...CollectionSummary\n    items {\n      ...LibraryImage\n    }\n  }\n": typeof types.CollectionWithItemsFragmentDoc,
    "\n  query MyPhotos($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {\n    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LibraryImage\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.MyPhotosDocument,
    "\n  query Favorites($first: Int, $after: String) {\n    favorites(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LibraryImage\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.FavoritesDocument,
    "\n  query Collections($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollectionSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.CollectionsDocument,
    "\n  query Collection($id: ID!) {\n    collection(id: $id) {\n      ...CollectionWithItems\n    }\n  }\n": typeof types.CollectionDocument,
    "\n  query Usage {\n    usage {\n      windowDays\n      creditsUsed\n      photos\n      videos\n      days {\n        date\n        credits\n        photos\n        videos\n      }\n    }\n  }\n": typeof types.UsageDocument,
    "\n  mutation DeleteImages($ids: [ID!]!) {\n    deleteImages(ids: $ids) {\n      __typename\n      ... on DeleteImagesPayload {\n        deletedIds\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteImagesDocument,
    "\n  fragment ModelFields on AiModel {\n    id\n    modelName\n    trainingStatus\n    provider\n    errorMessage\n    progress\n    isActive\n    startedAt\n    completedAt\n    createdAt\n  }\n": typeof types.ModelFieldsFragmentDoc,
    "\n  mutation StartTraining($modelId: ID!, $name: String) {\n    startTraining(modelId: $modelId, name: $name, trainingType: \"lora\") {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n      ... on NotEnoughPhotosError {\n        usable\n        needed\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.StartTrainingDocument,
    "\n  mutation CancelTraining($modelId: ID!) {\n    cancelTraining(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CancelTrainingDocument,
    "\n  mutation SetActiveModel($modelId: ID!) {\n    setActiveModel(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SetActiveModelDocument,
    "\n  mutation DeleteModel($modelId: ID!) {\n    deleteModel(modelId: $modelId) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteModelDocument,
    "\n  fragment ModelYieldFields on AiModel {\n    id\n    imageYield {\n      delivered\n      usable\n      likenessP10\n      likenessP50\n      likenessP90\n    }\n  }\n": typeof types.ModelYieldFieldsFragmentDoc,
    "\n  query Models {\n    models {\n      ...ModelFields\n      ...ModelYieldFields\n    }\n  }\n": typeof types.ModelsDocument,
    "\n  query Model($id: ID!) {\n    model(id: $id) {\n      ...ModelFields\n    }\n  }\n": typeof types.ModelDocument,
    "\n  subscription ModelTrainingUpdated {\n    modelTrainingUpdated {\n      model {\n        ...ModelFields\n      }\n    }\n  }\n": typeof types.ModelTrainingUpdatedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    titleEn: title(language: en)\n    titlePl: title(language: pl)\n    bodyEn: body(language: en)\n    bodyPl: body(language: pl)\n    link\n    readAt\n    createdAt\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      unreadCount\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  subscription NotificationsRead {\n    notificationsRead {\n      notification {\n        id\n        readAt\n      }\n      all\n      unreadCount\n    }\n  }\n": typeof types.NotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query NotificationEmailPreferences {\n    notificationEmailPreferences {\n      type\n      email\n    }\n  }\n": typeof types.NotificationEmailPreferencesDocument,
    "\n  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {\n    setNotificationEmailPreference(type: $type, email: $email) {\n      type\n      email\n    }\n  }\n": typeof types.SetNotificationEmailPreferenceDocument,
    "\n  query MySubscription {\n    mySubscription {\n      id\n      planId\n      plan {\n        en\n        pl\n      }\n      interval\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      tier\n    }\n  }\n": typeof types.MySubscriptionDocument,
    "\n  query PaymentHistory($first: Int, $after: String) {\n    paymentHistory(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          date\n          plan {\n            en\n            pl\n          }\n          kind\n          interval\n          status\n          amount\n          currency\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PaymentHistoryDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    number\n    kind\n    paymentId\n    ksefStatus\n    pdfPath\n  }\n": typeof types.InvoiceFieldsFragmentDoc,
    "\n  query MyInvoices {\n    invoices {\n      ...InvoiceFields\n    }\n  }\n": typeof types.MyInvoicesDocument,
    "\n  mutation RequestInvoice($paymentId: ID!) {\n    requestInvoice(paymentId: $paymentId) {\n      __typename\n      ... on Invoice {\n        ...InvoiceFields\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RequestInvoiceDocument,
    "\n  mutation CreateCheckout($input: CreateCheckoutInput!) {\n    createCheckout(input: $input) {\n      __typename\n      ... on CheckoutPayload {\n        checkoutUrl\n        sessionId\n        orderId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateCheckoutDocument,
    "\n  query VerifyPayment($sessionId: String, $orderId: ID) {\n    verifyPayment(sessionId: $sessionId, orderId: $orderId) {\n      __typename\n      ... on PaymentResult {\n        status\n        failureReason\n        amount\n        currency\n        plan {\n          en\n          pl\n        }\n        planId\n        processor\n        teamId\n        transactionId\n        creditsAdded\n        orderId\n        sessionId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.VerifyPaymentDocument,
    "\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      __typename\n      ... on BillingPortal {\n        url\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.OpenBillingPortalDocument,
    "\n  fragment DataExportFields on DataExport {\n    id\n    teamId\n    status\n    sizeBytes\n    fileCount\n    createdAt\n    completedAt\n    expiresAt\n  }\n": typeof types.DataExportFieldsFragmentDoc,
    "\n  query DataExports {\n    dataExports {\n      ...DataExportFields\n    }\n  }\n": typeof types.DataExportsDocument,
    "\n  mutation RequestDataExport($teamId: ID, $locale: String) {\n    requestDataExport(teamId: $teamId, locale: $locale) {\n      __typename\n      ... on DataExport {\n        ...DataExportFields\n      }\n      ... on ExportLimitReachedError {\n        retryAt\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  query DataExportDownload($id: ID!) {\n    dataExportDownload(id: $id) {\n      __typename\n      ... on DataExportDownload {\n        url\n        fileName\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DataExportDownloadDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountSuccess {\n        deletionId\n      }\n      ... on TeamHandoverRequiredError {\n        teams {\n          id\n          name\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          fullName\n          marketingOptIn\n          locale\n          updatedAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query InvitationPreview($token: String!) {\n    teamsEnabled\n    teamInvitation(token: $token) {\n      teamName\n      inviterName\n      role\n      kind\n      email\n      allowedDomain\n      expiresAt\n      status\n    }\n  }\n": typeof types.InvitationPreviewDocument,
    "\n  mutation AcceptTeamInvitation($token: String!) {\n    acceptTeamInvitation(token: $token) {\n      id\n      name\n    }\n  }\n": typeof types.AcceptTeamInvitationDocument,
    "\n  query TeamConsistency($id: ID!) {\n    team(id: $id) {\n      id\n      viewerRole\n      style {\n        backdrop\n        framing\n        eyeLine\n        headSize\n      }\n      consistency {\n        maxDeltaE\n        maxEyeLineOff\n        maxHeadSizeOff\n        backdrops\n        summary {\n          measured\n          outliers\n          maxDeltaE\n          eyeLineSpread\n          headSizeSpread\n        }\n        images {\n          image {\n            id\n            thumbnailUrl\n          }\n          userId\n          memberName\n          deltaEToStyle\n          deltaEToMedian\n          eyeLineOff\n          headSizeOff\n          reasons\n          outlier\n          replacedById\n          regenerationJobId\n        }\n      }\n    }\n  }\n": typeof types.TeamConsistencyDocument,
    "\n  mutation SetTeamStyle($teamId: ID!, $style: TeamStyleInput) {\n    setTeamStyle(teamId: $teamId, style: $style) {\n      id\n      style {\n        backdrop\n        framing\n        eyeLine\n        headSize\n      }\n    }\n  }\n": typeof types.SetTeamStyleDocument,
    "\n  mutation RegenerateTeamOutlier($teamId: ID!, $imageId: ID!) {\n    regenerateTeamOutlier(teamId: $teamId, imageId: $imageId) {\n      jobId\n      imageId\n      cost\n    }\n  }\n": typeof types.RegenerateTeamOutlierDocument,
    "\n  mutation CreateTeam($name: String!) {\n    createTeam(name: $name) {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation InviteTeamMember($teamId: ID!, $email: String!, $role: TeamRole) {\n    inviteTeamMember(teamId: $teamId, email: $email, role: $role) {\n      id\n    }\n  }\n": typeof types.InviteTeamMemberDocument,
    "\n  mutation CreateTeamInviteLink($teamId: ID!, $role: TeamRole, $expiresAt: DateTime, $maxUses: Int, $allowedDomain: String) {\n    createTeamInviteLink(teamId: $teamId, role: $role, expiresAt: $expiresAt, maxUses: $maxUses, allowedDomain: $allowedDomain) {\n      url\n      invitation {\n        id\n      }\n    }\n  }\n": typeof types.CreateTeamInviteLinkDocument,
    "\n  mutation RevokeTeamInvitation($teamId: ID!, $invitationId: ID!) {\n    revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) {\n      id\n      status\n    }\n  }\n": typeof types.RevokeTeamInvitationDocument,
    "\n  mutation ChangeTeamMemberRole($teamId: ID!, $userId: ID!, $role: TeamRole!) {\n    changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n": typeof types.ChangeTeamMemberRoleDocument,
    "\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId)\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  mutation TransferTeamCredits($teamId: ID!, $amount: Int!) {\n    transferTeamCredits(teamId: $teamId, amount: $amount) {\n      id\n      creditsBalance\n    }\n  }\n": typeof types.TransferTeamCreditsDocument,
    "\n  mutation SwitchTeam($teamId: ID) {\n    updateProfile(input: { currentTeamId: $teamId }) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          currentTeamId\n          creditsBalance\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SwitchTeamDocument,
    "\n  query TeamsEnabled {\n    teamsEnabled\n  }\n": typeof types.TeamsEnabledDocument,
    "\n  query MyTeams {\n    myTeams {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n    }\n  }\n": typeof types.MyTeamsDocument,
    "\n  query CurrentTeam {\n    me {\n      id\n      currentTeamId\n      currentTeam {\n        id\n        name\n        viewerRole\n      }\n    }\n  }\n": typeof types.CurrentTeamDocument,
    "\n  query TeamDetails($id: ID!) {\n    team(id: $id) {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n      members {\n        userId\n        fullName\n        email\n        role\n        joinedAt\n      }\n      invitations {\n        id\n        kind\n        email\n        role\n        status\n        expiresAt\n        maxUses\n        useCount\n        allowedDomain\n        createdAt\n      }\n      usage {\n        userId\n        fullName\n        creditsSpent30d\n        photos30d\n        videos30d\n      }\n      ledger(first: 50) {\n        id\n        amount\n        kind\n        actorId\n        actorName\n        createdAt\n        reason\n        jobKind\n      }\n      headshots(first: 50) {\n        id\n        imageUrl\n        createdAt\n      }\n    }\n  }\n": typeof types.TeamDetailsDocument,
    "\n  fragment VideoFields on Video {\n    id\n    jobId\n    status\n    prompt\n    style\n    durationSec\n    quality\n    sourceImageId\n    videoUrl\n    posterUrl\n    width\n    height\n    errorMessage\n    createdAt\n  }\n": typeof types.VideoFieldsFragmentDoc,
    "\n  fragment VideoJobFields on VideoJob {\n    id\n    status\n    stage\n    progress\n    cost\n    errorMessage\n    video {\n      ...VideoFields\n    }\n    createdAt\n    finishedAt\n  }\n": typeof types.VideoJobFieldsFragmentDoc,
    "\n  query Videos($first: Int, $after: String) {\n    videos(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...VideoFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.VideosDocument,
    "\n  query VideoJob($id: ID!) {\n    videoJob(id: $id) {\n      ...VideoJobFields\n    }\n  }\n": typeof types.VideoJobDocument,
    "\n  subscription VideoJobUpdated($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) {\n      ...VideoJobFields\n    }\n  }\n": typeof types.VideoJobUpdatedDocument,
    "\n  mutation GenerateVideo($input: GenerateVideoInput!) {\n    generateVideo(input: $input) {\n      __typename\n      ... on GenerateVideoPayload {\n        jobId\n        cost\n        job {\n          ...VideoJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n": typeof types.GenerateVideoDocument,
    "\n  mutation DeleteVideo($id: ID!) {\n    deleteVideo(id: $id) {\n      __typename\n      ... on DeleteVideoPayload {\n        deletedId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteVideoDocument,
    "\n  query VideoAvailable {\n    videoAvailable\n  }\n": typeof types.VideoAvailableDocument,
};
const documents: Documents = {
    "\n  fragment AdminInvoiceFields on AdminInvoice {\n    id\n    number\n    kind\n    issuedAt\n    currency\n    consumer\n    buyerName\n    buyerTaxId\n    grossMinor\n    userId\n    userEmail\n    ksefStatus\n    ksefNumber\n    ksefError\n    ksefAttempts\n    resendable\n  }\n": types.AdminInvoiceFieldsFragmentDoc,
    "\n  query AdminInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminInvoiceFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminInvoicesDocument,
    "\n  mutation AdminResendInvoice($invoiceId: ID!, $reason: String!) {\n    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) {\n      ...AdminInvoiceFields\n    }\n  }\n": types.AdminResendInvoiceDocument,
    "\n  mutation AdminAdjustCredits($userId: ID!, $amount: Int!, $reason: String!) {\n    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminAdjustCreditsDocument,
    "\n  mutation AdminDisableUser($userId: ID!, $reason: String!) {\n    adminDisableUser(userId: $userId, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminDisableUserDocument,
    "\n  mutation AdminDeleteUser($userId: ID!, $reason: String!) {\n    adminDeleteUser(userId: $userId, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminDeleteUserDocument,
    "\n  mutation AdminEnableUser($userId: ID!) {\n    adminEnableUser(userId: $userId) {\n      ...AdminUserFields\n    }\n  }\n": types.AdminEnableUserDocument,
    "\n  mutation AdminRefundPayment($paymentId: ID!, $reason: String!) {\n    adminRefundPayment(paymentId: $paymentId, reason: $reason) {\n      id\n      status\n      refundable\n    }\n  }\n": types.AdminRefundPaymentDocument,
    "\n  mutation AdminRetryJob($jobId: ID!) {\n    adminRetryJob(jobId: $jobId) {\n      ...AdminJobFields\n    }\n  }\n": types.AdminRetryJobDocument,
    "\n  mutation AdminCancelJob($jobId: ID!) {\n    adminCancelJob(jobId: $jobId) {\n      ...AdminJobFields\n    }\n  }\n": types.AdminCancelJobDocument,
    "\n  fragment AdminProviderFields on AdminProvider {\n    name\n    label\n    enabled\n    pause {\n      reason\n      pausedByEmail\n      pausedAt\n    }\n    capabilities {\n      capability\n      endpoint\n      costUsd\n      unit\n      position\n      pause {\n        capability\n        reason\n        pausedByEmail\n        pausedAt\n      }\n      circuits {\n        process\n        state\n        since\n      }\n      jobs24h {\n        queued\n        running\n        succeeded\n        failed\n        canceled\n        total\n        estimatedCostUsd\n      }\n    }\n  }\n": types.AdminProviderFieldsFragmentDoc,
    "\n  query AdminProviders {\n    adminProviders {\n      ...AdminProviderFields\n    }\n  }\n": types.AdminProvidersDocument,
    "\n  mutation AdminPauseProvider($input: AdminPauseProviderInput!) {\n    adminPauseProvider(input: $input) {\n      ...AdminProviderFields\n    }\n  }\n": types.AdminPauseProviderDocument,
    "\n  mutation AdminResumeProvider($input: AdminResumeProviderInput!) {\n    adminResumeProvider(input: $input) {\n      ...AdminProviderFields\n    }\n  }\n": types.AdminResumeProviderDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      users\n      signups24h\n      signups30d\n      activeSubscriptions\n      creditsSold24h\n      creditsSold30d\n      creditsSpent24h\n      creditsSpent30d\n      jobsRunning\n      jobsFailed24h\n      jobsFailed30d\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    fullName\n    isAdmin\n    emailConfirmed\n    disabledAt\n    disabledReason\n    deletedAt\n    createdAt\n    creditsBalance\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  fragment AdminJobFields on AdminJob {\n    id\n    kind\n    status\n    stage\n    progress\n    errorMessage\n    userId\n    userEmail\n    teamId\n    costCredits\n    createdAt\n    startedAt\n    finishedAt\n  }\n": types.AdminJobFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminUserFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      ledger {\n        id\n        amount\n        kind\n        reason\n        actorId\n        teamId\n        createdAt\n      }\n      models {\n        id\n        name\n        trainingStatus\n        createdAt\n      }\n      jobs {\n        ...AdminJobFields\n      }\n      payments {\n        id\n        status\n        amountMinor\n        currency\n        planId\n        credits\n        createdAt\n        refundable\n      }\n    }\n  }\n": types.AdminUserDocument,
    "\n  query AdminJobs($kind: String, $status: String, $first: Int, $after: String) {\n    adminJobs(kind: $kind, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminJobFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminJobsDocument,
    "\n  query AdminActivities($userId: ID, $kind: String, $first: Int, $after: String) {\n    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          userId\n          userEmail\n          kind\n          credits\n          createdAt\n          details\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminActivitiesDocument,
    "\n  query AdminSubscriptions($status: String, $first: Int, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          userId\n          userEmail\n          teamId\n          planId\n          status\n          interval\n          currentPeriodEnd\n          cancelAtPeriodEnd\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminSubscriptionsDocument,
    "\n  query AdminAuditLog($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          adminId\n          adminEmail\n          action\n          targetUserId\n          targetEmail\n          reason\n          before\n          after\n          details\n          ip\n          userAgent\n          requestId\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminImageYield($weeks: Int) {\n    adminImageYield(weeks: $weeks) {\n      provider\n      styleId\n      weekStart\n      delivered\n      usable\n      noFace\n      copyOfInput\n      duplicateOutput\n      lowLikeness\n      likenessMean\n    }\n  }\n": types.AdminImageYieldDocument,
    "\n  query ApiScopes {\n    apiScopes {\n      scope\n      description\n    }\n  }\n": types.ApiScopesDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    teamId\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!, $scopes: [String!]!, $expiresAt: DateTime, $teamId: ID) {\n    createApiKey(name: $name, scopes: $scopes, expiresAt: $expiresAt, teamId: $teamId) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n": types.WebhookEventTypesDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    teamId\n    secret\n    disabledAt\n    disabledReason\n    consecutiveFailures\n    createdAt\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int) {\n    webhookDeliveries(endpointId: $endpointId, first: $first) {\n      id\n      messageId\n      eventType\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      deliveredAt\n      nextAttemptAt\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!, $eventTypes: [String!]!, $description: String, $teamId: ID) {\n    createWebhookEndpoint(url: $url, eventTypes: $eventTypes, description: $description, teamId: $teamId) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $enabled: Boolean) {\n    updateWebhookEndpoint(id: $id, enabled: $enabled) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      email\n      fullName\n      avatarUrl\n      creditsBalance\n      createdAt\n      plan\n      locale\n      marketingOptIn\n      isAdmin\n      emailConfirmed\n      currentTeamId\n    }\n  }\n": types.CurrentUserDocument,
    "\n  subscription CreditsChanged {\n    creditsChanged {\n      user {\n        id\n        creditsBalance\n      }\n    }\n  }\n": types.CreditsChangedDocument,
    "\n  fragment FirstLookJobFields on HeadshotJob {\n    id\n    status\n    stage\n    progress\n    cost\n    count\n    preview\n    errorMessage\n    images {\n      id\n      status\n      preview\n      identityScore\n      identityFlagged\n      imageUrl\n      thumbnailUrl\n    }\n  }\n": types.FirstLookJobFieldsFragmentDoc,
    "\n  query FirstLook($modelId: ID!) {\n    firstLookOffer {\n      engine\n      costPerImage\n      defaultImages\n      minPhotos\n    }\n    firstLook(modelId: $modelId) {\n      ...FirstLookJobFields\n    }\n  }\n": types.FirstLookDocument,
    "\n  mutation StartFirstLook($input: StartFirstLookInput!) {\n    startFirstLook(input: $input) {\n      __typename\n      ... on StartFirstLookPayload {\n        jobId\n        job {\n          ...FirstLookJobFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n    }\n  }\n": types.StartFirstLookDocument,
    "\n  subscription FirstLookUpdated($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) {\n      ...FirstLookJobFields\n    }\n  }\n": types.FirstLookUpdatedDocument,
    "\n  mutation ChangeBackground($input: ChangeBackgroundInput!) {\n    changeBackground(input: $input) {\n      __typename\n      ... on ChangeBackgroundPayload {\n        jobId\n        cost\n        job {\n          ...HeadshotJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n": types.ChangeBackgroundDocument,
    "\n  mutation GenerateHeadshots($input: GenerateHeadshotsInput!) {\n    generateHeadshots(input: $input) {\n      __typename\n      ... on GenerateHeadshotsPayload {\n        jobId\n        cost\n        promptNotes {\n          code\n          clause\n        }\n        honoured {\n          background\n          mood\n        }\n        job {\n          ...HeadshotJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n": types.GenerateHeadshotsDocument,
    "\n  query GeneratedImages {\n    generatedImages {\n      edges {\n        cursor\n        node {\n          ...HeadshotImageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.GeneratedImagesDocument,
    "\n  fragment HeadshotImageFields on HeadshotImage {\n    id\n    jobId\n    kind\n    status\n    prompt\n    style\n    quality\n    aspectRatio\n    width\n    height\n    identityScore\n    identityFlagged\n    errorCode\n    preview\n    likeness\n    mayNotLookLikeYou\n    usable\n    unusableReason\n    imageUrl\n    thumbnailUrl\n    createdAt\n  }\n": types.HeadshotImageFieldsFragmentDoc,
    "\n  fragment HeadshotJobFields on HeadshotJob {\n    id\n    status\n    stage\n    progress\n    cost\n    count\n    promptNotes {\n      code\n      clause\n    }\n    errorMessage\n    deliveredCount\n    usableCount\n    likenessMean\n    images {\n      ...HeadshotImageFields\n    }\n    createdAt\n    finishedAt\n  }\n": types.HeadshotJobFieldsFragmentDoc,
    "\n  fragment GenerationRefusalFields on Error {\n    code\n    message\n    ... on InsufficientCreditsError {\n      needed\n      available\n    }\n    ... on ValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n": types.GenerationRefusalFieldsFragmentDoc,
    "\n  query GeneratorOptions {\n    stylePresets {\n      id\n      name {\n        en\n        pl\n      }\n      description {\n        en\n        pl\n      }\n      previewUrl\n      premium\n    }\n    generationCosts {\n      standardPhoto\n      highQualityPhoto\n      shortVideo\n      backgroundChange\n    }\n    videoEngine\n    videoAvailable\n  }\n": types.GeneratorOptionsDocument,
    "\n  query HeadshotJob($id: ID!) {\n    headshotJob(id: $id) {\n      ...HeadshotJobFields\n    }\n  }\n": types.HeadshotJobDocument,
    "\n  subscription HeadshotJobUpdated($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) {\n      ...HeadshotJobFields\n    }\n  }\n": types.HeadshotJobUpdatedDocument,
    "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionSummary\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CreateCollectionDocument,
    "\n  mutation UpdateCollection($id: ID!, $input: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionSummary\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.UpdateCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      __typename\n      ... on DeleteCollectionPayload {\n        deletedId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteCollectionDocument,
    "\n  mutation AddToCollection($id: ID!, $imageIds: [ID!]!) {\n    addToCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.AddToCollectionDocument,
    "\n  mutation RemoveFromCollection($id: ID!, $imageIds: [ID!]!) {\n    removeFromCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.RemoveFromCollectionDocument,
    "\n  mutation ReorderCollection($id: ID!, $imageIds: [ID!]!) {\n    reorderCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.ReorderCollectionDocument,
    "\n  mutation AddFavorite($imageId: ID!) {\n    addFavorite(imageId: $imageId) {\n      __typename\n      ... on FavoritePayload {\n        image {\n          ...LibraryImage\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($imageId: ID!) {\n    removeFavorite(imageId: $imageId) {\n      __typename\n      ... on FavoritePayload {\n        image {\n          ...LibraryImage\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.RemoveFavoriteDocument,
    "\n  fragment LibraryImage on HeadshotImage {\n    id\n    imageUrl\n    thumbnailUrl\n    identityScore\n    identityFlagged\n    preview\n    likeness\n    mayNotLookLikeYou\n    usable\n    unusableReason\n    isFavorite\n    createdAt\n  }\n": types.LibraryImageFragmentDoc,
    "\n  fragment CollectionSummary on Collection {\n    id\n    name\n    description\n    itemCount\n    coverUrl\n    createdAt\n    updatedAt\n  }\n": types.CollectionSummaryFragmentDoc,
    "\n  fragment CollectionWithItems on Collection {\n    ...CollectionSummary\n    items {\n      ...LibraryImage\n    }\n  }\n": types.CollectionWithItemsFragmentDoc,
    "\n  query MyPhotos($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {\n    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LibraryImage\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.MyPhotosDocument,
    "\n  query Favorites($first: Int, $after: String) {\n    favorites(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LibraryImage\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.FavoritesDocument,
    "\n  query Collections($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollectionSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.CollectionsDocument,
    "\n  query Collection($id: ID!) {\n    collection(id: $id) {\n      ...CollectionWithItems\n    }\n  }\n": types.CollectionDocument,
    "\n  query Usage {\n    usage {\n      windowDays\n      creditsUsed\n      photos\n      videos\n      days {\n        date\n        credits\n        photos\n        videos\n      }\n    }\n  }\n": types.UsageDocument,
    "\n  mutation DeleteImages($ids: [ID!]!) {\n    deleteImages(ids: $ids) {\n      __typename\n      ... on DeleteImagesPayload {\n        deletedIds\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteImagesDocument,
    "\n  fragment ModelFields on AiModel {\n    id\n    modelName\n    trainingStatus\n    provider\n    errorMessage\n    progress\n    isActive\n    startedAt\n    completedAt\n    createdAt\n  }\n": types.ModelFieldsFragmentDoc,
    "\n  mutation StartTraining($modelId: ID!, $name: String) {\n    startTraining(modelId: $modelId, name: $name, trainingType: \"lora\") {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n      ... on NotEnoughPhotosError {\n        usable\n        needed\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.StartTrainingDocument,
    "\n  mutation CancelTraining($modelId: ID!) {\n    cancelTraining(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CancelTrainingDocument,
    "\n  mutation SetActiveModel($modelId: ID!) {\n    setActiveModel(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.SetActiveModelDocument,
    "\n  mutation DeleteModel($modelId: ID!) {\n    deleteModel(modelId: $modelId) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteModelDocument,
    "\n  fragment ModelYieldFields on AiModel {\n    id\n    imageYield {\n      delivered\n      usable\n      likenessP10\n      likenessP50\n      likenessP90\n    }\n  }\n": types.ModelYieldFieldsFragmentDoc,
    "\n  query Models {\n    models {\n      ...ModelFields\n      ...ModelYieldFields\n    }\n  }\n": types.ModelsDocument,
    "\n  query Model($id: ID!) {\n    model(id: $id) {\n      ...ModelFields\n    }\n  }\n": types.ModelDocument,
    "\n  subscription ModelTrainingUpdated {\n    modelTrainingUpdated {\n      model {\n        ...ModelFields\n      }\n    }\n  }\n": types.ModelTrainingUpdatedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    titleEn: title(language: en)\n    titlePl: title(language: pl)\n    bodyEn: body(language: en)\n    bodyPl: body(language: pl)\n    link\n    readAt\n    createdAt\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      unreadCount\n    }\n  }\n": types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  subscription NotificationsRead {\n    notificationsRead {\n      notification {\n        id\n        readAt\n      }\n      all\n      unreadCount\n    }\n  }\n": types.NotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query NotificationEmailPreferences {\n    notificationEmailPreferences {\n      type\n      email\n    }\n  }\n": types.NotificationEmailPreferencesDocument,
    "\n  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {\n    setNotificationEmailPreference(type: $type, email: $email) {\n      type\n      email\n    }\n  }\n": types.SetNotificationEmailPreferenceDocument,
    "\n  query MySubscription {\n    mySubscription {\n      id\n      planId\n      plan {\n        en\n        pl\n      }\n      interval\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      tier\n    }\n  }\n": types.MySubscriptionDocument,
    "\n  query PaymentHistory($first: Int, $after: String) {\n    paymentHistory(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          date\n          plan {\n            en\n            pl\n          }\n          kind\n          interval\n          status\n          amount\n          currency\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PaymentHistoryDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    number\n    kind\n    paymentId\n    ksefStatus\n    pdfPath\n  }\n": types.InvoiceFieldsFragmentDoc,
    "\n  query MyInvoices {\n    invoices {\n      ...InvoiceFields\n    }\n  }\n": types.MyInvoicesDocument,
    "\n  mutation RequestInvoice($paymentId: ID!) {\n    requestInvoice(paymentId: $paymentId) {\n      __typename\n      ... on Invoice {\n        ...InvoiceFields\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.RequestInvoiceDocument,
    "\n  mutation CreateCheckout($input: CreateCheckoutInput!) {\n    createCheckout(input: $input) {\n      __typename\n      ... on CheckoutPayload {\n        checkoutUrl\n        sessionId\n        orderId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CreateCheckoutDocument,
    "\n  query VerifyPayment($sessionId: String, $orderId: ID) {\n    verifyPayment(sessionId: $sessionId, orderId: $orderId) {\n      __typename\n      ... on PaymentResult {\n        status\n        failureReason\n        amount\n        currency\n        plan {\n          en\n          pl\n        }\n        planId\n        processor\n        teamId\n        transactionId\n        creditsAdded\n        orderId\n        sessionId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.VerifyPaymentDocument,
    "\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      __typename\n      ... on BillingPortal {\n        url\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.OpenBillingPortalDocument,
    "\n  fragment DataExportFields on DataExport {\n    id\n    teamId\n    status\n    sizeBytes\n    fileCount\n    createdAt\n    completedAt\n    expiresAt\n  }\n": types.DataExportFieldsFragmentDoc,
    "\n  query DataExports {\n    dataExports {\n      ...DataExportFields\n    }\n  }\n": types.DataExportsDocument,
    "\n  mutation RequestDataExport($teamId: ID, $locale: String) {\n    requestDataExport(teamId: $teamId, locale: $locale) {\n      __typename\n      ... on DataExport {\n        ...DataExportFields\n      }\n      ... on ExportLimitReachedError {\n        retryAt\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  query DataExportDownload($id: ID!) {\n    dataExportDownload(id: $id) {\n      __typename\n      ... on DataExportDownload {\n        url\n        fileName\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.DataExportDownloadDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountSuccess {\n        deletionId\n      }\n      ... on TeamHandoverRequiredError {\n        teams {\n          id\n          name\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          fullName\n          marketingOptIn\n          locale\n          updatedAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query InvitationPreview($token: String!) {\n    teamsEnabled\n    teamInvitation(token: $token) {\n      teamName\n      inviterName\n      role\n      kind\n      email\n      allowedDomain\n      expiresAt\n      status\n    }\n  }\n": types.InvitationPreviewDocument,
    "\n  mutation AcceptTeamInvitation($token: String!) {\n    acceptTeamInvitation(token: $token) {\n      id\n      name\n    }\n  }\n": types.AcceptTeamInvitationDocument,
    "\n  query TeamConsistency($id: ID!) {\n    team(id: $id) {\n      id\n      viewerRole\n      style {\n        backdrop\n        framing\n        eyeLine\n        headSize\n      }\n      consistency {\n        maxDeltaE\n        maxEyeLineOff\n        maxHeadSizeOff\n        backdrops\n        summary {\n          measured\n          outliers\n          maxDeltaE\n          eyeLineSpread\n          headSizeSpread\n        }\n        images {\n          image {\n            id\n            thumbnailUrl\n          }\n          userId\n          memberName\n          deltaEToStyle\n          deltaEToMedian\n          eyeLineOff\n          headSizeOff\n          reasons\n          outlier\n          replacedById\n          regenerationJobId\n        }\n      }\n    }\n  }\n": types.TeamConsistencyDocument,
    "\n  mutation SetTeamStyle($teamId: ID!, $style: TeamStyleInput) {\n    setTeamStyle(teamId: $teamId, style: $style) {\n      id\n      style {\n        backdrop\n        framing\n        eyeLine\n        headSize\n      }\n    }\n  }\n": types.SetTeamStyleDocument,
    "\n  mutation RegenerateTeamOutlier($teamId: ID!, $imageId: ID!) {\n    regenerateTeamOutlier(teamId: $teamId, imageId: $imageId) {\n      jobId\n      imageId\n      cost\n    }\n  }\n": types.RegenerateTeamOutlierDocument,
    "\n  mutation CreateTeam($name: String!) {\n    createTeam(name: $name) {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation InviteTeamMember($teamId: ID!, $email: String!, $role: TeamRole) {\n    inviteTeamMember(teamId: $teamId, email: $email, role: $role) {\n      id\n    }\n  }\n": types.InviteTeamMemberDocument,
    "\n  mutation CreateTeamInviteLink($teamId: ID!, $role: TeamRole, $expiresAt: DateTime, $maxUses: Int, $allowedDomain: String) {\n    createTeamInviteLink(teamId: $teamId, role: $role, expiresAt: $expiresAt, maxUses: $maxUses, allowedDomain: $allowedDomain) {\n      url\n      invitation {\n        id\n      }\n    }\n  }\n": types.CreateTeamInviteLinkDocument,
    "\n  mutation RevokeTeamInvitation($teamId: ID!, $invitationId: ID!) {\n    revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) {\n      id\n      status\n    }\n  }\n": types.RevokeTeamInvitationDocument,
    "\n  mutation ChangeTeamMemberRole($teamId: ID!, $userId: ID!, $role: TeamRole!) {\n    changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n": types.ChangeTeamMemberRoleDocument,
    "\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId)\n  }\n": types.RemoveTeamMemberDocument,
    "\n  mutation TransferTeamCredits($teamId: ID!, $amount: Int!) {\n    transferTeamCredits(teamId: $teamId, amount: $amount) {\n      id\n      creditsBalance\n    }\n  }\n": types.TransferTeamCreditsDocument,
    "\n  mutation SwitchTeam($teamId: ID) {\n    updateProfile(input: { currentTeamId: $teamId }) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          currentTeamId\n          creditsBalance\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.SwitchTeamDocument,
    "\n  query TeamsEnabled {\n    teamsEnabled\n  }\n": types.TeamsEnabledDocument,
    "\n  query MyTeams {\n    myTeams {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n    }\n  }\n": types.MyTeamsDocument,
    "\n  query CurrentTeam {\n    me {\n      id\n      currentTeamId\n      currentTeam {\n        id\n        name\n        viewerRole\n      }\n    }\n  }\n": types.CurrentTeamDocument,
    "\n  query TeamDetails($id: ID!) {\n    team(id: $id) {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n      members {\n        userId\n        fullName\n        email\n        role\n        joinedAt\n      }\n      invitations {\n        id\n        kind\n        email\n        role\n        status\n        expiresAt\n        maxUses\n        useCount\n        allowedDomain\n        createdAt\n      }\n      usage {\n        userId\n        fullName\n        creditsSpent30d\n        photos30d\n        videos30d\n      }\n      ledger(first: 50) {\n        id\n        amount\n        kind\n        actorId\n        actorName\n        createdAt\n        reason\n        jobKind\n      }\n      headshots(first: 50) {\n        id\n        imageUrl\n        createdAt\n      }\n    }\n  }\n": types.TeamDetailsDocument,
    "\n  fragment VideoFields on Video {\n    id\n    jobId\n    status\n    prompt\n    style\n    durationSec\n    quality\n    sourceImageId\n    videoUrl\n    posterUrl\n    width\n    height\n    errorMessage\n    createdAt\n  }\n": types.VideoFieldsFragmentDoc,
    "\n  fragment VideoJobFields on VideoJob {\n    id\n    status\n    stage\n    progress\n    cost\n    errorMessage\n    video {\n      ...VideoFields\n    }\n    createdAt\n    finishedAt\n  }\n": types.VideoJobFieldsFragmentDoc,
    "\n  query Videos($first: Int, $after: String) {\n    videos(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...VideoFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.VideosDocument,
    "\n  query VideoJob($id: ID!) {\n    videoJob(id: $id) {\n      ...VideoJobFields\n    }\n  }\n": types.VideoJobDocument,
    "\n  subscription VideoJobUpdated($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) {\n      ...VideoJobFields\n    }\n  }\n": types.VideoJobUpdatedDocument,
    "\n  mutation GenerateVideo($input: GenerateVideoInput!) {\n    generateVideo(input: $input) {\n      __typename\n      ... on GenerateVideoPayload {\n        jobId\n        cost\n        job {\n          ...VideoJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n": types.GenerateVideoDocument,
    "\n  mutation DeleteVideo($id: ID!) {\n    deleteVideo(id: $id) {\n      __typename\n      ... on DeleteVideoPayload {\n        deletedId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteVideoDocument,
    "\n  query VideoAvailable {\n    videoAvailable\n  }\n": types.VideoAvailableDocument,
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
export function graphql(source: "\n  fragment AdminInvoiceFields on AdminInvoice {\n    id\n    number\n    kind\n    issuedAt\n    currency\n    consumer\n    buyerName\n    buyerTaxId\n    grossMinor\n    userId\n    userEmail\n    ksefStatus\n    ksefNumber\n    ksefError\n    ksefAttempts\n    resendable\n  }\n"): (typeof documents)["\n  fragment AdminInvoiceFields on AdminInvoice {\n    id\n    number\n    kind\n    issuedAt\n    currency\n    consumer\n    buyerName\n    buyerTaxId\n    grossMinor\n    userId\n    userEmail\n    ksefStatus\n    ksefNumber\n    ksefError\n    ksefAttempts\n    resendable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminInvoiceFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminInvoiceFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendInvoice($invoiceId: ID!, $reason: String!) {\n    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) {\n      ...AdminInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResendInvoice($invoiceId: ID!, $reason: String!) {\n    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) {\n      ...AdminInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAdjustCredits($userId: ID!, $amount: Int!, $reason: String!) {\n    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAdjustCredits($userId: ID!, $amount: Int!, $reason: String!) {\n    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDisableUser($userId: ID!, $reason: String!) {\n    adminDisableUser(userId: $userId, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDisableUser($userId: ID!, $reason: String!) {\n    adminDisableUser(userId: $userId, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($userId: ID!, $reason: String!) {\n    adminDeleteUser(userId: $userId, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteUser($userId: ID!, $reason: String!) {\n    adminDeleteUser(userId: $userId, reason: $reason) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEnableUser($userId: ID!) {\n    adminEnableUser(userId: $userId) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEnableUser($userId: ID!) {\n    adminEnableUser(userId: $userId) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefundPayment($paymentId: ID!, $reason: String!) {\n    adminRefundPayment(paymentId: $paymentId, reason: $reason) {\n      id\n      status\n      refundable\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRefundPayment($paymentId: ID!, $reason: String!) {\n    adminRefundPayment(paymentId: $paymentId, reason: $reason) {\n      id\n      status\n      refundable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryJob($jobId: ID!) {\n    adminRetryJob(jobId: $jobId) {\n      ...AdminJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetryJob($jobId: ID!) {\n    adminRetryJob(jobId: $jobId) {\n      ...AdminJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelJob($jobId: ID!) {\n    adminCancelJob(jobId: $jobId) {\n      ...AdminJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCancelJob($jobId: ID!) {\n    adminCancelJob(jobId: $jobId) {\n      ...AdminJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProviderFields on AdminProvider {\n    name\n    label\n    enabled\n    pause {\n      reason\n      pausedByEmail\n      pausedAt\n    }\n    capabilities {\n      capability\n      endpoint\n      costUsd\n      unit\n      position\n      pause {\n        capability\n        reason\n        pausedByEmail\n        pausedAt\n      }\n      circuits {\n        process\n        state\n        since\n      }\n      jobs24h {\n        queued\n        running\n        succeeded\n        failed\n        canceled\n        total\n        estimatedCostUsd\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProviderFields on AdminProvider {\n    name\n    label\n    enabled\n    pause {\n      reason\n      pausedByEmail\n      pausedAt\n    }\n    capabilities {\n      capability\n      endpoint\n      costUsd\n      unit\n      position\n      pause {\n        capability\n        reason\n        pausedByEmail\n        pausedAt\n      }\n      circuits {\n        process\n        state\n        since\n      }\n      jobs24h {\n        queued\n        running\n        succeeded\n        failed\n        canceled\n        total\n        estimatedCostUsd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProviders {\n    adminProviders {\n      ...AdminProviderFields\n    }\n  }\n"): (typeof documents)["\n  query AdminProviders {\n    adminProviders {\n      ...AdminProviderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPauseProvider($input: AdminPauseProviderInput!) {\n    adminPauseProvider(input: $input) {\n      ...AdminProviderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPauseProvider($input: AdminPauseProviderInput!) {\n    adminPauseProvider(input: $input) {\n      ...AdminProviderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResumeProvider($input: AdminResumeProviderInput!) {\n    adminResumeProvider(input: $input) {\n      ...AdminProviderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResumeProvider($input: AdminResumeProviderInput!) {\n    adminResumeProvider(input: $input) {\n      ...AdminProviderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      users\n      signups24h\n      signups30d\n      activeSubscriptions\n      creditsSold24h\n      creditsSold30d\n      creditsSpent24h\n      creditsSpent30d\n      jobsRunning\n      jobsFailed24h\n      jobsFailed30d\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      users\n      signups24h\n      signups30d\n      activeSubscriptions\n      creditsSold24h\n      creditsSold30d\n      creditsSpent24h\n      creditsSpent30d\n      jobsRunning\n      jobsFailed24h\n      jobsFailed30d\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    fullName\n    isAdmin\n    emailConfirmed\n    disabledAt\n    disabledReason\n    deletedAt\n    createdAt\n    creditsBalance\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUser {\n    id\n    email\n    fullName\n    isAdmin\n    emailConfirmed\n    disabledAt\n    disabledReason\n    deletedAt\n    createdAt\n    creditsBalance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminJobFields on AdminJob {\n    id\n    kind\n    status\n    stage\n    progress\n    errorMessage\n    userId\n    userEmail\n    teamId\n    costCredits\n    createdAt\n    startedAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment AdminJobFields on AdminJob {\n    id\n    kind\n    status\n    stage\n    progress\n    errorMessage\n    userId\n    userEmail\n    teamId\n    costCredits\n    createdAt\n    startedAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminUserFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...AdminUserFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      ledger {\n        id\n        amount\n        kind\n        reason\n        actorId\n        teamId\n        createdAt\n      }\n      models {\n        id\n        name\n        trainingStatus\n        createdAt\n      }\n      jobs {\n        ...AdminJobFields\n      }\n      payments {\n        id\n        status\n        amountMinor\n        currency\n        planId\n        credits\n        createdAt\n        refundable\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      user {\n        ...AdminUserFields\n      }\n      ledger {\n        id\n        amount\n        kind\n        reason\n        actorId\n        teamId\n        createdAt\n      }\n      models {\n        id\n        name\n        trainingStatus\n        createdAt\n      }\n      jobs {\n        ...AdminJobFields\n      }\n      payments {\n        id\n        status\n        amountMinor\n        currency\n        planId\n        credits\n        createdAt\n        refundable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobs($kind: String, $status: String, $first: Int, $after: String) {\n    adminJobs(kind: $kind, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminJobFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminJobs($kind: String, $status: String, $first: Int, $after: String) {\n    adminJobs(kind: $kind, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminJobFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminActivities($userId: ID, $kind: String, $first: Int, $after: String) {\n    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          userId\n          userEmail\n          kind\n          credits\n          createdAt\n          details\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminActivities($userId: ID, $kind: String, $first: Int, $after: String) {\n    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          userId\n          userEmail\n          kind\n          credits\n          createdAt\n          details\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptions($status: String, $first: Int, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          userId\n          userEmail\n          teamId\n          planId\n          status\n          interval\n          currentPeriodEnd\n          cancelAtPeriodEnd\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscriptions($status: String, $first: Int, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          userId\n          userEmail\n          teamId\n          planId\n          status\n          interval\n          currentPeriodEnd\n          cancelAtPeriodEnd\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          adminId\n          adminEmail\n          action\n          targetUserId\n          targetEmail\n          reason\n          before\n          after\n          details\n          ip\n          userAgent\n          requestId\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {\n    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          adminId\n          adminEmail\n          action\n          targetUserId\n          targetEmail\n          reason\n          before\n          after\n          details\n          ip\n          userAgent\n          requestId\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminImageYield($weeks: Int) {\n    adminImageYield(weeks: $weeks) {\n      provider\n      styleId\n      weekStart\n      delivered\n      usable\n      noFace\n      copyOfInput\n      duplicateOutput\n      lowLikeness\n      likenessMean\n    }\n  }\n"): (typeof documents)["\n  query AdminImageYield($weeks: Int) {\n    adminImageYield(weeks: $weeks) {\n      provider\n      styleId\n      weekStart\n      delivered\n      usable\n      noFace\n      copyOfInput\n      duplicateOutput\n      lowLikeness\n      likenessMean\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiScopes {\n    apiScopes {\n      scope\n      description\n    }\n  }\n"): (typeof documents)["\n  query ApiScopes {\n    apiScopes {\n      scope\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    teamId\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    teamId\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!, $scopes: [String!]!, $expiresAt: DateTime, $teamId: ID) {\n    createApiKey(name: $name, scopes: $scopes, expiresAt: $expiresAt, teamId: $teamId) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!, $scopes: [String!]!, $expiresAt: DateTime, $teamId: ID) {\n    createApiKey(name: $name, scopes: $scopes, expiresAt: $expiresAt, teamId: $teamId) {\n      key\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n"): (typeof documents)["\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    teamId\n    secret\n    disabledAt\n    disabledReason\n    consecutiveFailures\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    teamId\n    secret\n    disabledAt\n    disabledReason\n    consecutiveFailures\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $first: Int) {\n    webhookDeliveries(endpointId: $endpointId, first: $first) {\n      id\n      messageId\n      eventType\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      deliveredAt\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $first: Int) {\n    webhookDeliveries(endpointId: $endpointId, first: $first) {\n      id\n      messageId\n      eventType\n      status\n      attempts\n      lastStatusCode\n      lastError\n      createdAt\n      deliveredAt\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($url: String!, $eventTypes: [String!]!, $description: String, $teamId: ID) {\n    createWebhookEndpoint(url: $url, eventTypes: $eventTypes, description: $description, teamId: $teamId) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($url: String!, $eventTypes: [String!]!, $description: String, $teamId: ID) {\n    createWebhookEndpoint(url: $url, eventTypes: $eventTypes, description: $description, teamId: $teamId) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $enabled: Boolean) {\n    updateWebhookEndpoint(id: $id, enabled: $enabled) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $enabled: Boolean) {\n    updateWebhookEndpoint(id: $id, enabled: $enabled) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      email\n      fullName\n      avatarUrl\n      creditsBalance\n      createdAt\n      plan\n      locale\n      marketingOptIn\n      isAdmin\n      emailConfirmed\n      currentTeamId\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      email\n      fullName\n      avatarUrl\n      creditsBalance\n      createdAt\n      plan\n      locale\n      marketingOptIn\n      isAdmin\n      emailConfirmed\n      currentTeamId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CreditsChanged {\n    creditsChanged {\n      user {\n        id\n        creditsBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CreditsChanged {\n    creditsChanged {\n      user {\n        id\n        creditsBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FirstLookJobFields on HeadshotJob {\n    id\n    status\n    stage\n    progress\n    cost\n    count\n    preview\n    errorMessage\n    images {\n      id\n      status\n      preview\n      identityScore\n      identityFlagged\n      imageUrl\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  fragment FirstLookJobFields on HeadshotJob {\n    id\n    status\n    stage\n    progress\n    cost\n    count\n    preview\n    errorMessage\n    images {\n      id\n      status\n      preview\n      identityScore\n      identityFlagged\n      imageUrl\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstLook($modelId: ID!) {\n    firstLookOffer {\n      engine\n      costPerImage\n      defaultImages\n      minPhotos\n    }\n    firstLook(modelId: $modelId) {\n      ...FirstLookJobFields\n    }\n  }\n"): (typeof documents)["\n  query FirstLook($modelId: ID!) {\n    firstLookOffer {\n      engine\n      costPerImage\n      defaultImages\n      minPhotos\n    }\n    firstLook(modelId: $modelId) {\n      ...FirstLookJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartFirstLook($input: StartFirstLookInput!) {\n    startFirstLook(input: $input) {\n      __typename\n      ... on StartFirstLookPayload {\n        jobId\n        job {\n          ...FirstLookJobFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartFirstLook($input: StartFirstLookInput!) {\n    startFirstLook(input: $input) {\n      __typename\n      ... on StartFirstLookPayload {\n        jobId\n        job {\n          ...FirstLookJobFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FirstLookUpdated($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) {\n      ...FirstLookJobFields\n    }\n  }\n"): (typeof documents)["\n  subscription FirstLookUpdated($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) {\n      ...FirstLookJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeBackground($input: ChangeBackgroundInput!) {\n    changeBackground(input: $input) {\n      __typename\n      ... on ChangeBackgroundPayload {\n        jobId\n        cost\n        job {\n          ...HeadshotJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeBackground($input: ChangeBackgroundInput!) {\n    changeBackground(input: $input) {\n      __typename\n      ... on ChangeBackgroundPayload {\n        jobId\n        cost\n        job {\n          ...HeadshotJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateHeadshots($input: GenerateHeadshotsInput!) {\n    generateHeadshots(input: $input) {\n      __typename\n      ... on GenerateHeadshotsPayload {\n        jobId\n        cost\n        promptNotes {\n          code\n          clause\n        }\n        honoured {\n          background\n          mood\n        }\n        job {\n          ...HeadshotJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateHeadshots($input: GenerateHeadshotsInput!) {\n    generateHeadshots(input: $input) {\n      __typename\n      ... on GenerateHeadshotsPayload {\n        jobId\n        cost\n        promptNotes {\n          code\n          clause\n        }\n        honoured {\n          background\n          mood\n        }\n        job {\n          ...HeadshotJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneratedImages {\n    generatedImages {\n      edges {\n        cursor\n        node {\n          ...HeadshotImageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query GeneratedImages {\n    generatedImages {\n      edges {\n        cursor\n        node {\n          ...HeadshotImageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeadshotImageFields on HeadshotImage {\n    id\n    jobId\n    kind\n    status\n    prompt\n    style\n    quality\n    aspectRatio\n    width\n    height\n    identityScore\n    identityFlagged\n    errorCode\n    preview\n    likeness\n    mayNotLookLikeYou\n    usable\n    unusableReason\n    imageUrl\n    thumbnailUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment HeadshotImageFields on HeadshotImage {\n    id\n    jobId\n    kind\n    status\n    prompt\n    style\n    quality\n    aspectRatio\n    width\n    height\n    identityScore\n    identityFlagged\n    errorCode\n    preview\n    likeness\n    mayNotLookLikeYou\n    usable\n    unusableReason\n    imageUrl\n    thumbnailUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeadshotJobFields on HeadshotJob {\n    id\n    status\n    stage\n    progress\n    cost\n    count\n    promptNotes {\n      code\n      clause\n    }\n    errorMessage\n    deliveredCount\n    usableCount\n    likenessMean\n    images {\n      ...HeadshotImageFields\n    }\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment HeadshotJobFields on HeadshotJob {\n    id\n    status\n    stage\n    progress\n    cost\n    count\n    promptNotes {\n      code\n      clause\n    }\n    errorMessage\n    deliveredCount\n    usableCount\n    likenessMean\n    images {\n      ...HeadshotImageFields\n    }\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenerationRefusalFields on Error {\n    code\n    message\n    ... on InsufficientCreditsError {\n      needed\n      available\n    }\n    ... on ValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment GenerationRefusalFields on Error {\n    code\n    message\n    ... on InsufficientCreditsError {\n      needed\n      available\n    }\n    ... on ValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneratorOptions {\n    stylePresets {\n      id\n      name {\n        en\n        pl\n      }\n      description {\n        en\n        pl\n      }\n      previewUrl\n      premium\n    }\n    generationCosts {\n      standardPhoto\n      highQualityPhoto\n      shortVideo\n      backgroundChange\n    }\n    videoEngine\n    videoAvailable\n  }\n"): (typeof documents)["\n  query GeneratorOptions {\n    stylePresets {\n      id\n      name {\n        en\n        pl\n      }\n      description {\n        en\n        pl\n      }\n      previewUrl\n      premium\n    }\n    generationCosts {\n      standardPhoto\n      highQualityPhoto\n      shortVideo\n      backgroundChange\n    }\n    videoEngine\n    videoAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadshotJob($id: ID!) {\n    headshotJob(id: $id) {\n      ...HeadshotJobFields\n    }\n  }\n"): (typeof documents)["\n  query HeadshotJob($id: ID!) {\n    headshotJob(id: $id) {\n      ...HeadshotJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HeadshotJobUpdated($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) {\n      ...HeadshotJobFields\n    }\n  }\n"): (typeof documents)["\n  subscription HeadshotJobUpdated($jobId: ID!) {\n    headshotJobUpdated(jobId: $jobId) {\n      ...HeadshotJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionSummary\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCollection($input: CreateCollectionInput!) {\n    createCollection(input: $input) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionSummary\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCollection($id: ID!, $input: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionSummary\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCollection($id: ID!, $input: UpdateCollectionInput!) {\n    updateCollection(id: $id, input: $input) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionSummary\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      __typename\n      ... on DeleteCollectionPayload {\n        deletedId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCollection($id: ID!) {\n    deleteCollection(id: $id) {\n      __typename\n      ... on DeleteCollectionPayload {\n        deletedId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCollection($id: ID!, $imageIds: [ID!]!) {\n    addToCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCollection($id: ID!, $imageIds: [ID!]!) {\n    addToCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCollection($id: ID!, $imageIds: [ID!]!) {\n    removeFromCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCollection($id: ID!, $imageIds: [ID!]!) {\n    removeFromCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCollection($id: ID!, $imageIds: [ID!]!) {\n    reorderCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCollection($id: ID!, $imageIds: [ID!]!) {\n    reorderCollection(id: $id, imageIds: $imageIds) {\n      __typename\n      ... on CollectionPayload {\n        collection {\n          ...CollectionWithItems\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavorite($imageId: ID!) {\n    addFavorite(imageId: $imageId) {\n      __typename\n      ... on FavoritePayload {\n        image {\n          ...LibraryImage\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavorite($imageId: ID!) {\n    addFavorite(imageId: $imageId) {\n      __typename\n      ... on FavoritePayload {\n        image {\n          ...LibraryImage\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavorite($imageId: ID!) {\n    removeFavorite(imageId: $imageId) {\n      __typename\n      ... on FavoritePayload {\n        image {\n          ...LibraryImage\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavorite($imageId: ID!) {\n    removeFavorite(imageId: $imageId) {\n      __typename\n      ... on FavoritePayload {\n        image {\n          ...LibraryImage\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryImage on HeadshotImage {\n    id\n    imageUrl\n    thumbnailUrl\n    identityScore\n    identityFlagged\n    preview\n    likeness\n    mayNotLookLikeYou\n    usable\n    unusableReason\n    isFavorite\n    createdAt\n  }\n"): (typeof documents)["\n  fragment LibraryImage on HeadshotImage {\n    id\n    imageUrl\n    thumbnailUrl\n    identityScore\n    identityFlagged\n    preview\n    likeness\n    mayNotLookLikeYou\n    usable\n    unusableReason\n    isFavorite\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionSummary on Collection {\n    id\n    name\n    description\n    itemCount\n    coverUrl\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CollectionSummary on Collection {\n    id\n    name\n    description\n    itemCount\n    coverUrl\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionWithItems on Collection {\n    ...CollectionSummary\n    items {\n      ...LibraryImage\n    }\n  }\n"): (typeof documents)["\n  fragment CollectionWithItems on Collection {\n    ...CollectionSummary\n    items {\n      ...LibraryImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPhotos($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {\n    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LibraryImage\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query MyPhotos($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {\n    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LibraryImage\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Favorites($first: Int, $after: String) {\n    favorites(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LibraryImage\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Favorites($first: Int, $after: String) {\n    favorites(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LibraryImage\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Collections($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollectionSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Collections($first: Int, $after: String) {\n    collections(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...CollectionSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Collection($id: ID!) {\n    collection(id: $id) {\n      ...CollectionWithItems\n    }\n  }\n"): (typeof documents)["\n  query Collection($id: ID!) {\n    collection(id: $id) {\n      ...CollectionWithItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Usage {\n    usage {\n      windowDays\n      creditsUsed\n      photos\n      videos\n      days {\n        date\n        credits\n        photos\n        videos\n      }\n    }\n  }\n"): (typeof documents)["\n  query Usage {\n    usage {\n      windowDays\n      creditsUsed\n      photos\n      videos\n      days {\n        date\n        credits\n        photos\n        videos\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteImages($ids: [ID!]!) {\n    deleteImages(ids: $ids) {\n      __typename\n      ... on DeleteImagesPayload {\n        deletedIds\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteImages($ids: [ID!]!) {\n    deleteImages(ids: $ids) {\n      __typename\n      ... on DeleteImagesPayload {\n        deletedIds\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModelFields on AiModel {\n    id\n    modelName\n    trainingStatus\n    provider\n    errorMessage\n    progress\n    isActive\n    startedAt\n    completedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ModelFields on AiModel {\n    id\n    modelName\n    trainingStatus\n    provider\n    errorMessage\n    progress\n    isActive\n    startedAt\n    completedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTraining($modelId: ID!, $name: String) {\n    startTraining(modelId: $modelId, name: $name, trainingType: \"lora\") {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n      ... on NotEnoughPhotosError {\n        usable\n        needed\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartTraining($modelId: ID!, $name: String) {\n    startTraining(modelId: $modelId, name: $name, trainingType: \"lora\") {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n      ... on NotEnoughPhotosError {\n        usable\n        needed\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTraining($modelId: ID!) {\n    cancelTraining(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTraining($modelId: ID!) {\n    cancelTraining(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetActiveModel($modelId: ID!) {\n    setActiveModel(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetActiveModel($modelId: ID!) {\n    setActiveModel(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteModel($modelId: ID!) {\n    deleteModel(modelId: $modelId) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteModel($modelId: ID!) {\n    deleteModel(modelId: $modelId) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModelYieldFields on AiModel {\n    id\n    imageYield {\n      delivered\n      usable\n      likenessP10\n      likenessP50\n      likenessP90\n    }\n  }\n"): (typeof documents)["\n  fragment ModelYieldFields on AiModel {\n    id\n    imageYield {\n      delivered\n      usable\n      likenessP10\n      likenessP50\n      likenessP90\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Models {\n    models {\n      ...ModelFields\n      ...ModelYieldFields\n    }\n  }\n"): (typeof documents)["\n  query Models {\n    models {\n      ...ModelFields\n      ...ModelYieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Model($id: ID!) {\n    model(id: $id) {\n      ...ModelFields\n    }\n  }\n"): (typeof documents)["\n  query Model($id: ID!) {\n    model(id: $id) {\n      ...ModelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ModelTrainingUpdated {\n    modelTrainingUpdated {\n      model {\n        ...ModelFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ModelTrainingUpdated {\n    modelTrainingUpdated {\n      model {\n        ...ModelFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    type\n    titleEn: title(language: en)\n    titlePl: title(language: pl)\n    bodyEn: body(language: en)\n    bodyPl: body(language: pl)\n    link\n    readAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    type\n    titleEn: title(language: en)\n    titlePl: title(language: pl)\n    bodyEn: body(language: en)\n    bodyPl: body(language: pl)\n    link\n    readAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsRead {\n    notificationsRead {\n      notification {\n        id\n        readAt\n      }\n      all\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationsRead {\n    notificationsRead {\n      notification {\n        id\n        readAt\n      }\n      all\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationEmailPreferences {\n    notificationEmailPreferences {\n      type\n      email\n    }\n  }\n"): (typeof documents)["\n  query NotificationEmailPreferences {\n    notificationEmailPreferences {\n      type\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {\n    setNotificationEmailPreference(type: $type, email: $email) {\n      type\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {\n    setNotificationEmailPreference(type: $type, email: $email) {\n      type\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscription {\n    mySubscription {\n      id\n      planId\n      plan {\n        en\n        pl\n      }\n      interval\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      tier\n    }\n  }\n"): (typeof documents)["\n  query MySubscription {\n    mySubscription {\n      id\n      planId\n      plan {\n        en\n        pl\n      }\n      interval\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      tier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentHistory($first: Int, $after: String) {\n    paymentHistory(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          date\n          plan {\n            en\n            pl\n          }\n          kind\n          interval\n          status\n          amount\n          currency\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentHistory($first: Int, $after: String) {\n    paymentHistory(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          date\n          plan {\n            en\n            pl\n          }\n          kind\n          interval\n          status\n          amount\n          currency\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFields on Invoice {\n    id\n    number\n    kind\n    paymentId\n    ksefStatus\n    pdfPath\n  }\n"): (typeof documents)["\n  fragment InvoiceFields on Invoice {\n    id\n    number\n    kind\n    paymentId\n    ksefStatus\n    pdfPath\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvoices {\n    invoices {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  query MyInvoices {\n    invoices {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestInvoice($paymentId: ID!) {\n    requestInvoice(paymentId: $paymentId) {\n      __typename\n      ... on Invoice {\n        ...InvoiceFields\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestInvoice($paymentId: ID!) {\n    requestInvoice(paymentId: $paymentId) {\n      __typename\n      ... on Invoice {\n        ...InvoiceFields\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckout($input: CreateCheckoutInput!) {\n    createCheckout(input: $input) {\n      __typename\n      ... on CheckoutPayload {\n        checkoutUrl\n        sessionId\n        orderId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckout($input: CreateCheckoutInput!) {\n    createCheckout(input: $input) {\n      __typename\n      ... on CheckoutPayload {\n        checkoutUrl\n        sessionId\n        orderId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyPayment($sessionId: String, $orderId: ID) {\n    verifyPayment(sessionId: $sessionId, orderId: $orderId) {\n      __typename\n      ... on PaymentResult {\n        status\n        failureReason\n        amount\n        currency\n        plan {\n          en\n          pl\n        }\n        planId\n        processor\n        teamId\n        transactionId\n        creditsAdded\n        orderId\n        sessionId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query VerifyPayment($sessionId: String, $orderId: ID) {\n    verifyPayment(sessionId: $sessionId, orderId: $orderId) {\n      __typename\n      ... on PaymentResult {\n        status\n        failureReason\n        amount\n        currency\n        plan {\n          en\n          pl\n        }\n        planId\n        processor\n        teamId\n        transactionId\n        creditsAdded\n        orderId\n        sessionId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      __typename\n      ... on BillingPortal {\n        url\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      __typename\n      ... on BillingPortal {\n        url\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DataExportFields on DataExport {\n    id\n    teamId\n    status\n    sizeBytes\n    fileCount\n    createdAt\n    completedAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment DataExportFields on DataExport {\n    id\n    teamId\n    status\n    sizeBytes\n    fileCount\n    createdAt\n    completedAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataExports {\n    dataExports {\n      ...DataExportFields\n    }\n  }\n"): (typeof documents)["\n  query DataExports {\n    dataExports {\n      ...DataExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport($teamId: ID, $locale: String) {\n    requestDataExport(teamId: $teamId, locale: $locale) {\n      __typename\n      ... on DataExport {\n        ...DataExportFields\n      }\n      ... on ExportLimitReachedError {\n        retryAt\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataExport($teamId: ID, $locale: String) {\n    requestDataExport(teamId: $teamId, locale: $locale) {\n      __typename\n      ... on DataExport {\n        ...DataExportFields\n      }\n      ... on ExportLimitReachedError {\n        retryAt\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataExportDownload($id: ID!) {\n    dataExportDownload(id: $id) {\n      __typename\n      ... on DataExportDownload {\n        url\n        fileName\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query DataExportDownload($id: ID!) {\n    dataExportDownload(id: $id) {\n      __typename\n      ... on DataExportDownload {\n        url\n        fileName\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountSuccess {\n        deletionId\n      }\n      ... on TeamHandoverRequiredError {\n        teams {\n          id\n          name\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      __typename\n      ... on DeleteAccountSuccess {\n        deletionId\n      }\n      ... on TeamHandoverRequiredError {\n        teams {\n          id\n          name\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          fullName\n          marketingOptIn\n          locale\n          updatedAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          fullName\n          marketingOptIn\n          locale\n          updatedAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationPreview($token: String!) {\n    teamsEnabled\n    teamInvitation(token: $token) {\n      teamName\n      inviterName\n      role\n      kind\n      email\n      allowedDomain\n      expiresAt\n      status\n    }\n  }\n"): (typeof documents)["\n  query InvitationPreview($token: String!) {\n    teamsEnabled\n    teamInvitation(token: $token) {\n      teamName\n      inviterName\n      role\n      kind\n      email\n      allowedDomain\n      expiresAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTeamInvitation($token: String!) {\n    acceptTeamInvitation(token: $token) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTeamInvitation($token: String!) {\n    acceptTeamInvitation(token: $token) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamConsistency($id: ID!) {\n    team(id: $id) {\n      id\n      viewerRole\n      style {\n        backdrop\n        framing\n        eyeLine\n        headSize\n      }\n      consistency {\n        maxDeltaE\n        maxEyeLineOff\n        maxHeadSizeOff\n        backdrops\n        summary {\n          measured\n          outliers\n          maxDeltaE\n          eyeLineSpread\n          headSizeSpread\n        }\n        images {\n          image {\n            id\n            thumbnailUrl\n          }\n          userId\n          memberName\n          deltaEToStyle\n          deltaEToMedian\n          eyeLineOff\n          headSizeOff\n          reasons\n          outlier\n          replacedById\n          regenerationJobId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamConsistency($id: ID!) {\n    team(id: $id) {\n      id\n      viewerRole\n      style {\n        backdrop\n        framing\n        eyeLine\n        headSize\n      }\n      consistency {\n        maxDeltaE\n        maxEyeLineOff\n        maxHeadSizeOff\n        backdrops\n        summary {\n          measured\n          outliers\n          maxDeltaE\n          eyeLineSpread\n          headSizeSpread\n        }\n        images {\n          image {\n            id\n            thumbnailUrl\n          }\n          userId\n          memberName\n          deltaEToStyle\n          deltaEToMedian\n          eyeLineOff\n          headSizeOff\n          reasons\n          outlier\n          replacedById\n          regenerationJobId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamStyle($teamId: ID!, $style: TeamStyleInput) {\n    setTeamStyle(teamId: $teamId, style: $style) {\n      id\n      style {\n        backdrop\n        framing\n        eyeLine\n        headSize\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamStyle($teamId: ID!, $style: TeamStyleInput) {\n    setTeamStyle(teamId: $teamId, style: $style) {\n      id\n      style {\n        backdrop\n        framing\n        eyeLine\n        headSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateTeamOutlier($teamId: ID!, $imageId: ID!) {\n    regenerateTeamOutlier(teamId: $teamId, imageId: $imageId) {\n      jobId\n      imageId\n      cost\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateTeamOutlier($teamId: ID!, $imageId: ID!) {\n    regenerateTeamOutlier(teamId: $teamId, imageId: $imageId) {\n      jobId\n      imageId\n      cost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($name: String!) {\n    createTeam(name: $name) {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($name: String!) {\n    createTeam(name: $name) {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteTeamMember($teamId: ID!, $email: String!, $role: TeamRole) {\n    inviteTeamMember(teamId: $teamId, email: $email, role: $role) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation InviteTeamMember($teamId: ID!, $email: String!, $role: TeamRole) {\n    inviteTeamMember(teamId: $teamId, email: $email, role: $role) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeamInviteLink($teamId: ID!, $role: TeamRole, $expiresAt: DateTime, $maxUses: Int, $allowedDomain: String) {\n    createTeamInviteLink(teamId: $teamId, role: $role, expiresAt: $expiresAt, maxUses: $maxUses, allowedDomain: $allowedDomain) {\n      url\n      invitation {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeamInviteLink($teamId: ID!, $role: TeamRole, $expiresAt: DateTime, $maxUses: Int, $allowedDomain: String) {\n    createTeamInviteLink(teamId: $teamId, role: $role, expiresAt: $expiresAt, maxUses: $maxUses, allowedDomain: $allowedDomain) {\n      url\n      invitation {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTeamInvitation($teamId: ID!, $invitationId: ID!) {\n    revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeTeamInvitation($teamId: ID!, $invitationId: ID!) {\n    revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTeamMemberRole($teamId: ID!, $userId: ID!, $role: TeamRole!) {\n    changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTeamMemberRole($teamId: ID!, $userId: ID!, $role: TeamRole!) {\n    changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferTeamCredits($teamId: ID!, $amount: Int!) {\n    transferTeamCredits(teamId: $teamId, amount: $amount) {\n      id\n      creditsBalance\n    }\n  }\n"): (typeof documents)["\n  mutation TransferTeamCredits($teamId: ID!, $amount: Int!) {\n    transferTeamCredits(teamId: $teamId, amount: $amount) {\n      id\n      creditsBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchTeam($teamId: ID) {\n    updateProfile(input: { currentTeamId: $teamId }) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          currentTeamId\n          creditsBalance\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchTeam($teamId: ID) {\n    updateProfile(input: { currentTeamId: $teamId }) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          currentTeamId\n          creditsBalance\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamsEnabled {\n    teamsEnabled\n  }\n"): (typeof documents)["\n  query TeamsEnabled {\n    teamsEnabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTeams {\n    myTeams {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyTeams {\n    myTeams {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentTeam {\n    me {\n      id\n      currentTeamId\n      currentTeam {\n        id\n        name\n        viewerRole\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentTeam {\n    me {\n      id\n      currentTeamId\n      currentTeam {\n        id\n        name\n        viewerRole\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamDetails($id: ID!) {\n    team(id: $id) {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n      members {\n        userId\n        fullName\n        email\n        role\n        joinedAt\n      }\n      invitations {\n        id\n        kind\n        email\n        role\n        status\n        expiresAt\n        maxUses\n        useCount\n        allowedDomain\n        createdAt\n      }\n      usage {\n        userId\n        fullName\n        creditsSpent30d\n        photos30d\n        videos30d\n      }\n      ledger(first: 50) {\n        id\n        amount\n        kind\n        actorId\n        actorName\n        createdAt\n        reason\n        jobKind\n      }\n      headshots(first: 50) {\n        id\n        imageUrl\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamDetails($id: ID!) {\n    team(id: $id) {\n      id\n      name\n      viewerRole\n      memberCount\n      creditsBalance\n      createdAt\n      members {\n        userId\n        fullName\n        email\n        role\n        joinedAt\n      }\n      invitations {\n        id\n        kind\n        email\n        role\n        status\n        expiresAt\n        maxUses\n        useCount\n        allowedDomain\n        createdAt\n      }\n      usage {\n        userId\n        fullName\n        creditsSpent30d\n        photos30d\n        videos30d\n      }\n      ledger(first: 50) {\n        id\n        amount\n        kind\n        actorId\n        actorName\n        createdAt\n        reason\n        jobKind\n      }\n      headshots(first: 50) {\n        id\n        imageUrl\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoFields on Video {\n    id\n    jobId\n    status\n    prompt\n    style\n    durationSec\n    quality\n    sourceImageId\n    videoUrl\n    posterUrl\n    width\n    height\n    errorMessage\n    createdAt\n  }\n"): (typeof documents)["\n  fragment VideoFields on Video {\n    id\n    jobId\n    status\n    prompt\n    style\n    durationSec\n    quality\n    sourceImageId\n    videoUrl\n    posterUrl\n    width\n    height\n    errorMessage\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoJobFields on VideoJob {\n    id\n    status\n    stage\n    progress\n    cost\n    errorMessage\n    video {\n      ...VideoFields\n    }\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment VideoJobFields on VideoJob {\n    id\n    status\n    stage\n    progress\n    cost\n    errorMessage\n    video {\n      ...VideoFields\n    }\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Videos($first: Int, $after: String) {\n    videos(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...VideoFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Videos($first: Int, $after: String) {\n    videos(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...VideoFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoJob($id: ID!) {\n    videoJob(id: $id) {\n      ...VideoJobFields\n    }\n  }\n"): (typeof documents)["\n  query VideoJob($id: ID!) {\n    videoJob(id: $id) {\n      ...VideoJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VideoJobUpdated($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) {\n      ...VideoJobFields\n    }\n  }\n"): (typeof documents)["\n  subscription VideoJobUpdated($jobId: ID!) {\n    videoJobUpdated(jobId: $jobId) {\n      ...VideoJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateVideo($input: GenerateVideoInput!) {\n    generateVideo(input: $input) {\n      __typename\n      ... on GenerateVideoPayload {\n        jobId\n        cost\n        job {\n          ...VideoJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateVideo($input: GenerateVideoInput!) {\n    generateVideo(input: $input) {\n      __typename\n      ... on GenerateVideoPayload {\n        jobId\n        cost\n        job {\n          ...VideoJobFields\n        }\n      }\n      ...GenerationRefusalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVideo($id: ID!) {\n    deleteVideo(id: $id) {\n      __typename\n      ... on DeleteVideoPayload {\n        deletedId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteVideo($id: ID!) {\n    deleteVideo(id: $id) {\n      __typename\n      ... on DeleteVideoPayload {\n        deletedId\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoAvailable {\n    videoAvailable\n  }\n"): (typeof documents)["\n  query VideoAvailable {\n    videoAvailable\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;