import { useCallback, useEffect, useState } from 'react';
import type { InvitationPreviewQuery as Answer } from '../../../gql/graphql';
import { publicRequest } from '../../../lib/apollo/public-request';
import { InvitationPreviewQuery } from '../api/invitation-operations';

export type InvitationPreview = NonNullable<Answer['teamInvitation']>;

export type PreviewState =
  | { kind: 'loading' }
  | { kind: 'disabled' }
  | { kind: 'ready'; invitation: InvitationPreview }
  /** INVITATION_NOT_FOUND, or what else the server answered ('NETWORK' when it could not be reached). */
  | { kind: 'failed'; code: string };

/** The invitation by its token, read without Apollo (the screen is public); `reload` reads it again. */
export function useInvitationPreview(token: string) {
  const [state, setState] = useState<PreviewState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void publicRequest(InvitationPreviewQuery, { token }).then(({ data, errorCode }) => {
      if (!current) return;
      if (data?.teamsEnabled === false || errorCode === 'TEAMS_DISABLED') setState({ kind: 'disabled' });
      else if (data?.teamInvitation) setState({ kind: 'ready', invitation: data.teamInvitation });
      else setState({ kind: 'failed', code: errorCode ?? 'INVITATION_NOT_FOUND' });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
