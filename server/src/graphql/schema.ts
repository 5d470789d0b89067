import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import './errors.graphql';
import '../modules/profiles/profiles.graphql';
import '../modules/auth/auth.graphql';
import '../modules/models/models.graphql';
import '../modules/credits/credits.graphql';
import '../modules/generation/generation.graphql';
import '../modules/generation/change-background.graphql';
import '../modules/generation/likeness.graphql';
import '../modules/preview/first-look.graphql';
import '../modules/library/library.graphql';
import '../modules/styles/styles.graphql';
import '../modules/videos/videos.graphql';
import '../modules/payments/payments.graphql';
import '../modules/notifications/notifications.graphql';
import '../modules/teams/teams.graphql';
import '../modules/admin/admin.graphql';
import '../modules/api-keys/api-keys.graphql';
import '../modules/partner-webhooks/partner-webhooks.graphql';
import '../modules/privacy/account-deletion.graphql';
import '../modules/privacy/data-export.graphql';
import '../modules/invoices/invoices.graphql';
import '../modules/admin/admin-invoices.graphql';
import '../modules/admin/admin-providers.graphql';
import '../modules/admin/admin-image-yield.graphql';

/** The whole API schema, sorted so the printed schema.graphql is stable. */
export const schema = lexicographicSortSchema(builder.toSchema());
