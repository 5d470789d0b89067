import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatDate } from '../../../lib/intl/format';
import { DataExportsQuery, RequestDataExportMutation } from '../api/data-export-operations';

/**
 * Asks for a copy of the user's data (or, with `teamId`, of a team they administer), in the page's language. The
 * answer shows under the button: it is being prepared and an email will follow, or why not (one at a time, a few a
 * day with when the next one can be asked for).
 */
export function RequestExportButton({ teamId, label }: { teamId?: string; label: ReactNode }) {
  const intl = useIntl();
  const { code: lang } = useLanguage();
  const [ask, { loading }] = useMutation(RequestDataExportMutation, { refetchQueries: [DataExportsQuery] });
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const run = async () => {
    setOutcome(null);
    try {
      const { data } = await ask({ variables: { teamId: teamId ?? null, locale: lang } });
      const answer = data?.requestDataExport;
      if (answer?.__typename === 'DataExport') setOutcome({ status: 'success', text: intl.formatMessage({ id: 'profile.dataExport.requested' }) });
      else if (answer?.__typename === 'ExportLimitReachedError')
        setOutcome({ status: 'error', text: intl.formatMessage({ id: 'profile.dataExport.limit' }, { when: formatDate(answer.retryAt as string, lang, { dateStyle: 'medium', timeStyle: 'short' }) }) });
      else if (answer?.__typename === 'ExportInProgressError') setOutcome({ status: 'error', text: intl.formatMessage({ id: 'profile.dataExport.inProgress' }) });
      else setOutcome({ status: 'error', text: intl.formatMessage({ id: answer?.__typename === 'ForbiddenError' ? 'profile.dataExport.forbidden' : 'profile.dataExport.failed' }) });
    } catch {
      setOutcome({ status: 'error', text: intl.formatMessage({ id: 'profile.dataExport.failed' }) });
    }
  };
  return (
    <>
      <Button alignSelf="start" size="sm" variant="outline" loading={loading} onClick={() => void run()} data-testid={teamId ? 'request-team-export' : 'request-export'}>
        {label}
      </Button>
      {outcome && <FormAlert status={outcome.status}>{outcome.text}</FormAlert>}
    </>
  );
}
