import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import type { ScreenKey } from '../../config/routes';

const links: [ScreenKey, string][] = [
  ['upload', 'dashboard.quickAccess.upload'],
  ['generator', 'dashboard.quickAccess.generate'],
  ['videoGenerator', 'dashboard.quickAccess.video'],
  ['myPhotos', 'dashboard.quickAccess.gallery'],
];

export function QuickAccess() {
  return (
    <Stack as="section" aria-labelledby="quick-access" gap="4">
      <Heading as="h2" size="lg" id="quick-access">
        <FormattedMessage id="dashboard.quickAccess.title" />
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {links.map(([screen, label]) => (
          <ButtonLink key={screen} screen={screen} variant="outline" size="lg" justifyContent="start">
            <FormattedMessage id={label} />
          </ButtonLink>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
