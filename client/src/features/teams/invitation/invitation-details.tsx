import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { FormAlert } from '../../../components/ui/form-alert';
import { LabelledValues } from '../../../components/ui/labelled-values';
import { formatDate } from '../../../lib/intl/format';
import type { InvitationPreview } from './use-invitation-preview';

/** Team, inviter, role, for whom and until when; and what joining means for the headshots made with team credits. */
export function InvitationDetails({ invitation: i }: { invitation: InvitationPreview }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const rows = [
    ['teams.invitation.role', intl.formatMessage({ id: `teams.role.${i.role}` })],
    ...(i.email ? ([['teams.invitation.for', i.email]] as const) : []),
    ...(i.allowedDomain ? ([['teams.invitation.domain', `@${i.allowedDomain}`]] as const) : []),
    ['teams.invitation.expires', formatDate(i.expiresAt, code)],
  ] as const;
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text color="fg.muted">
          <FormattedMessage id="teams.invitation.lead" values={{ name: i.inviterName }} />
        </Text>
        <Heading as="h2" size="2xl" id="invitation-team" data-testid="invitation-team">
          {i.teamName}
        </Heading>
      </Stack>
      <LabelledValues rows={rows} />
      <FormAlert status="info" title={<FormattedMessage id="teams.invitation.privacyTitle" />}>
        <FormattedMessage id="teams.invitation.privacy" />
      </FormAlert>
    </Stack>
  );
}
