import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import type { ScreenKey } from '../../config/routes';
import { useVideosAvailable } from '../videos';

const links: [ScreenKey, string][] = [
  ['upload', 'dashboard.quickAccess.upload'],
  ['generator', 'dashboard.quickAccess.generate'],
  ['videoGenerator', 'dashboard.quickAccess.video'],
  ['myPhotos', 'dashboard.quickAccess.gallery'],
];

export function QuickAccess() {
  // Videos are not offered where this server cannot make them (its video tools are missing).
  const videosMissing = useVideosAvailable() === false;
  return (
    <Stack as="section" aria-labelledby="quick-access" gap="4">
      <Heading as="h2" size="lg" id="quick-access">
        <FormattedMessage id="dashboard.quickAccess.title" />
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {links.map(([screen, label]) =>
          screen === 'videoGenerator' && videosMissing ? (
            <Stack key={screen} gap="1">
              <Button variant="outline" size="lg" justifyContent="start" disabled aria-describedby="videos-unavailable">
                <FormattedMessage id={label} />
              </Button>
              <Text id="videos-unavailable" fontSize="sm" color="fg.muted">
                <FormattedMessage id="video.unavailable.short" />
              </Text>
            </Stack>
          ) : (
            <ButtonLink key={screen} screen={screen} variant="outline" size="lg" justifyContent="start">
              <FormattedMessage id={label} />
            </ButtonLink>
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}
