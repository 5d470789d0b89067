import { FormattedMessage, useIntl } from 'react-intl';
import { ShownOnce } from '../../../components/ui/shown-once';

/** A new invite link, shown this once (the server keeps only its hash), with a copy button. */
export function CreatedLink({ url }: { url: string }) {
  const intl = useIntl();
  return (
    <ShownOnce
      value={url}
      status="success"
      title={<FormattedMessage id="teams.inviteLink.created" />}
      display="field"
      label={intl.formatMessage({ id: 'teams.inviteLink.url' })}
      testId="invite-link-url"
      copyId="teams.inviteLink.copy"
      copiedId="teams.inviteLink.copied"
    />
  );
}
