import { ForbiddenError, NotAuthenticatedError, RateLimitedError, ValidationError } from '@kadr/core/errors/app-error';
import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { ErrorInterface, errorType } from '../../graphql/errors.graphql';
import { TeamHandoverRequiredError, WrongPasswordError } from './account-deletion.errors';
import { deleteMyAccount } from './delete-my-account';

// Deleting one's own account (GDPR art. 17). The admin console's deletion is adminDeleteUser (admin.graphql.ts).

errorType(WrongPasswordError, 'WrongPasswordError');

const HandoverTeam = builder.objectRef<{ id: string; name: string }>('HandoverTeam').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

builder.objectType(TeamHandoverRequiredError, {
  name: 'TeamHandoverRequiredError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof TeamHandoverRequiredError,
  fields: (t) => ({ teams: t.field({ type: [HandoverTeam], description: 'The teams the user is the only admin of', resolve: (e) => e.teams }) }),
});

const DeleteAccountInput = builder.inputType('DeleteAccountInput', {
  fields: (t) => ({ password: t.string({ required: true, description: "The account's password, again" }) }),
});

const DeleteAccountSuccess = builder.objectRef<{ deletionId: string }>('DeleteAccountSuccess').implement({
  fields: (t) => ({ deletionId: t.exposeID('deletionId') }),
});

builder.mutationField('deleteAccount', (t) =>
  t.field({
    type: DeleteAccountSuccess,
    description:
      'Deletes the signed-in account: every session ends now, sign-in is refused, and the data is deleted (what the law keeps, anonymised) in the background. The password again; never with an API key.',
    args: { input: t.arg({ type: DeleteAccountInput, required: true }) },
    errors: { types: [ValidationError, NotAuthenticatedError, ForbiddenError, WrongPasswordError, TeamHandoverRequiredError, RateLimitedError] },
    resolve: (_r, { input }, ctx) => deleteMyAccount(ctx.services, requireViewer(ctx), input, { ip: ctx.ip, requestId: ctx.requestId || null }),
  }),
);
