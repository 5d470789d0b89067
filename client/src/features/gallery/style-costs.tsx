import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ShowcaseCosts } from './api/style-showcase';

const rows: [keyof ShowcaseCosts, string][] = [
  ['standardPhoto', 'gallery.costs.standardPhoto'],
  ['highQualityPhoto', 'gallery.costs.highQualityPhoto'],
  ['shortVideo', 'gallery.costs.shortVideo'],
  ['backgroundChange', 'gallery.costs.backgroundChange'],
];

/** What each kind of generation costs, as the server charges it. */
export function StyleCosts({ costs }: { costs: ShowcaseCosts }) {
  return (
    <Stack gap="3" data-testid="gallery-costs">
      <Heading as="h3" size="md">
        <FormattedMessage id="gallery.costs.title" />
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
        {rows.map(([key, label]) => (
          <Box key={key} p="3" borderWidth="1px" rounded="md" bg="bg" data-testid={`gallery-cost-${key}`}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              <FormattedMessage id={label} />
            </Text>
            <Text as="dd" fontSize="lg" fontWeight="semibold" data-testid="gallery-cost-value">
              <FormattedMessage id="common.credits.count" values={{ count: costs[key] }} />
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="gallery.costs.note" />
      </Text>
    </Stack>
  );
}
