import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { toaster } from '../../../lib/toaster';
import { RegenerateTeamOutlierMutation, TeamConsistencyQuery } from '../api/team-consistency-operations';
import { teamErrorId } from '../api/team-errors';
import { TeamSection } from './team-section';
import { TeamStyleForm } from './team-style-form';

const REASON_IDS: Record<string, string> = {
  BACKDROP_COLOUR: 'teams.consistency.reasonBackdrop',
  EYE_LINE: 'teams.consistency.reasonEyeLine',
  HEAD_SIZE: 'teams.consistency.reasonHeadSize',
  NO_FACE: 'teams.consistency.reasonNoFace',
};
const pct = (x: number | null | undefined) => (x == null ? '–' : `${x > 0 ? '+' : ''}${(x * 100).toFixed(1)}`);

/**
 * The team style (admins set it) and how the team's headshots keep it: each image's backdrop difference (ΔE00) and
 * eye line / head size against the style; outliers with their reasons, which admins have made again for free.
 */
export function TeamConsistency({ teamId }: { teamId: string }) {
  const intl = useIntl();
  const { data, loading, refetch } = useAppQuery(TeamConsistencyQuery, { variables: { id: teamId } });
  const [regenerate, regenerating] = useMutation(RegenerateTeamOutlierMutation);
  const team = data?.team;
  if (!team && loading) return <CenteredSpinner minHeight="10vh" />;
  if (!team) return null;
  const admin = team.viewerRole === 'admin';
  const report = team.consistency;
  const outliers = report.images.filter((i) => i.outlier && !i.replacedById);

  const onRegenerate = async (imageId: string) => {
    try {
      await regenerate({ variables: { teamId, imageId } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.consistency.regenerating' }) });
      await refetch();
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: teamErrorId(e, 'teams.consistency.regenerateFailed') }) });
    }
  };

  return (
    <Stack gap="8">
      {admin && (
        <TeamSection id="team-style" title="teams.style.title" lead="teams.style.lead">
          <TeamStyleForm key={team.style?.backdrop ?? 'none'} teamId={teamId} style={team.style} backdrops={report.backdrops} />
        </TeamSection>
      )}
      <TeamSection id="team-consistency" title="teams.consistency.title" lead="teams.consistency.lead">
        <Text fontSize="sm" data-testid="team-consistency-summary">
          <FormattedMessage
            id="teams.consistency.summary"
            values={{ count: report.summary.measured, shown: report.summary.outliers, value: (report.summary.maxDeltaE ?? 0).toFixed(1), percent: ((report.summary.headSizeSpread ?? 0) * 100).toFixed(1) }}
          />
        </Text>
        {outliers.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="team-consistency-ok">
            <FormattedMessage id={report.summary.measured ? 'teams.consistency.allWithin' : 'teams.consistency.empty'} />
          </Text>
        ) : (
          <Stack gap="3" data-testid="team-outliers">
            {outliers.map((o) => (
              <HStack key={o.image.id} gap="3" align="start" data-testid="team-outlier" borderWidth="1px" borderRadius="l2" p="2">
                <Box w="16" h="16" flexShrink={0} borderRadius="l2" overflow="hidden" bg="bg.muted">
                  {o.image.thumbnailUrl && <Image src={o.image.thumbnailUrl} alt={intl.formatMessage({ id: 'teams.consistency.alt' }, { name: o.memberName })} w="full" h="full" objectFit="cover" />}
                </Box>
                <Stack gap="1" flex="1">
                  <Text fontWeight="medium">{o.memberName}</Text>
                  <HStack gap="1" wrap="wrap">
                    {o.reasons.map((r) => (
                      <Badge key={r} colorPalette="orange" data-testid="team-outlier-reason">
                        <FormattedMessage
                          id={REASON_IDS[r]}
                          values={{ value: (o.deltaEToStyle ?? o.deltaEToMedian).toFixed(1), percent: pct(r === 'EYE_LINE' ? o.eyeLineOff : o.headSizeOff) }}
                        />
                      </Badge>
                    ))}
                  </HStack>
                </Stack>
                {admin &&
                  (o.regenerationJobId ? (
                    <Badge>
                      <FormattedMessage id="teams.consistency.inProgress" />
                    </Badge>
                  ) : (
                    <Button size="sm" variant="outline" loading={regenerating.loading} onClick={() => void onRegenerate(o.image.id)}>
                      <FormattedMessage id="teams.consistency.regenerate" />
                    </Button>
                  ))}
              </HStack>
            ))}
          </Stack>
        )}
      </TeamSection>
    </Stack>
  );
}
