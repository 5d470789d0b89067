import { Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { formatDate } from '../../../lib/intl/format';
import { toaster } from '../../../lib/toaster';
import { DownloadAllButton } from './download-all-button';
import { downloadUrl } from './download-url';
import type { TeamDetails } from './team-types';

/** Admins: the headshots members made with team credits, as thumbnails, each downloadable, and all of them as a ZIP. */
export function TeamHeadshots({ teamId, headshots }: { teamId: string; headshots: TeamDetails['headshots'] }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const [downloading, setDownloading] = useState<string | null>(null);
  if (headshots.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="teams.headshots.empty" />
      </Text>
    );
  }
  const download = async (id: string, url: string) => {
    setDownloading(id);
    try {
      await downloadUrl(url, `kadr-${id.slice(0, 8)}.jpg`);
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'teams.headshots.downloadFailed' }) });
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Stack gap="3">
      <DownloadAllButton teamId={teamId} />
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3" data-testid="team-headshot-grid">
        {headshots.map((h, i) => (
          <Stack key={h.id} gap="1.5" data-testid="team-headshot">
            <Box aspectRatio={1} borderRadius="l2" overflow="hidden" bg="bg.muted">
              {h.imageUrl && (
                <Image src={h.imageUrl} alt={intl.formatMessage({ id: 'teams.headshots.alt' }, { count: i + 1, date: formatDate(h.createdAt, code) })} w="full" h="full" objectFit="cover" loading="lazy" />
              )}
            </Box>
            <Button size="xs" variant="outline" disabled={!h.imageUrl} loading={downloading === h.id} onClick={() => h.imageUrl && void download(h.id, h.imageUrl)}>
              <FormattedMessage id="teams.headshots.download" />
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
