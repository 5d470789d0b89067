import type { ScopeDecision } from './api-scopes';

export type RootType = 'Query' | 'Mutation' | 'Subscription';

/**
 * The scope decision of every GraphQL root field. A field missing here is refused to keys, and the test
 * tests/api/api-keys.test.ts fails until it is decided here. Admin fields (`admin…`) are refused by name.
 */
export const GRAPHQL_SCOPES: Record<RootType, Record<string, ScopeDecision>> = {
  Query: {
    models: 'models:read',
    model: 'models:read',
    headshotJob: 'generate',
    videoJob: 'generate',
    generatedImages: 'library:read',
    favorites: 'library:read',
    collections: 'library:read',
    collection: 'library:read',
    videos: 'library:read',
    // Catalogue and prices, public anyway.
    plans: 'public',
    stylePresets: 'public',
    trainingCost: 'public',
    trainingEngine: 'public',
    generationCosts: 'public',
    videoEngine: 'public',
    videoAvailable: 'public',
    teamsEnabled: 'public',
    apiScopes: 'public',
    webhookEventTypes: 'public',
    me: 'refused',
    usage: 'refused',
    mySubscription: 'refused',
    paymentHistory: 'refused',
    verifyPayment: 'refused',
    myTeams: 'refused',
    team: 'refused',
    teamInvitation: 'refused',
    notifications: 'refused',
    dataExports: 'refused',
    dataExportDownload: 'refused',
    unreadNotificationCount: 'refused',
    notificationEmailPreferences: 'refused',
    apiKeys: 'refused',
    webhookEndpoints: 'refused',
    webhookDeliveries: 'refused',
  },
  Mutation: {
    createModel: 'models:write',
    startTraining: 'models:write',
    cancelTraining: 'models:write',
    deleteModel: 'models:write',
    setActiveModel: 'models:write',
    generateHeadshots: 'generate',
    generateVideo: 'generate',
    changeBackground: 'generate',
    addFavorite: 'library:write',
    removeFavorite: 'library:write',
    createCollection: 'library:write',
    updateCollection: 'library:write',
    deleteCollection: 'library:write',
    addToCollection: 'library:write',
    removeFromCollection: 'library:write',
    reorderCollection: 'library:write',
    deleteImages: 'library:write',
    deleteVideo: 'library:write',
    login: 'refused',
    logout: 'refused',
    register: 'refused',
    refreshSession: 'refused',
    confirmEmail: 'refused',
    resendConfirmation: 'refused',
    requestPasswordReset: 'refused',
    resetPassword: 'refused',
    updateProfile: 'refused',
    deleteAccount: 'refused',
    requestDataExport: 'refused',
    createCheckout: 'refused',
    openBillingPortal: 'refused',
    createTeam: 'refused',
    inviteTeamMember: 'refused',
    createTeamInviteLink: 'refused',
    revokeTeamInvitation: 'refused',
    acceptTeamInvitation: 'refused',
    changeTeamMemberRole: 'refused',
    removeTeamMember: 'refused',
    transferTeamCredits: 'refused',
    markNotificationRead: 'refused',
    markAllNotificationsRead: 'refused',
    setNotificationEmailPreference: 'refused',
    createApiKey: 'refused',
    revokeApiKey: 'refused',
    createWebhookEndpoint: 'refused',
    updateWebhookEndpoint: 'refused',
    deleteWebhookEndpoint: 'refused',
  },
  // Keys open no live sockets (server/src/graphql/live-sockets.ts takes session tokens only): partners get webhooks.
  Subscription: {
    modelTrainingUpdated: 'refused',
    headshotJobUpdated: 'refused',
    videoJobUpdated: 'refused',
    creditsChanged: 'refused',
    notificationAdded: 'refused',
    notificationsRead: 'refused',
  },
};

/** The decision for one root field; undefined: nobody decided (refused to keys, and the test fails). */
export function graphqlScopeOf(root: RootType, field: string): ScopeDecision | undefined {
  if (field.startsWith('__')) return 'public'; // __typename, and introspection (GraphiQL with a key outside production)
  if (root !== 'Subscription' && /^admin[A-Z]/.test(field)) return 'refused';
  return GRAPHQL_SCOPES[root][field];
}
