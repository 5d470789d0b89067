import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../lib/http';
import { toaster } from '../../../lib/toaster';
import { downloadTeamHeadshots } from '../api/download-team-headshots';
import { teamCodeMessageId } from '../api/team-errors';

/** Admins: every photo made with the team's credits as one ZIP, a folder per member. */
export function DownloadAllButton({ teamId }: { teamId: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadTeamHeadshots(teamId);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      toaster.create({ type: 'error', title: intl.formatMessage({ id: teamCodeMessageId(code, 'teams.headshots.downloadAllFailed') }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button alignSelf="start" size="sm" variant="outline" loading={busy} onClick={() => void run()} data-testid="team-headshots-zip">
      <FormattedMessage id="teams.headshots.downloadAll" />
    </Button>
  );
}
