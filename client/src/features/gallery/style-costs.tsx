import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { creditCosts } from '../../config/pricing';

const rows: [keyof typeof creditCosts, string][] = [
  ['standardPhoto', 'gallery.costs.standardPhoto'],
  ['highQualityPhoto', 'gallery.costs.highQualityPhoto'],
  ['shortVideo', 'gallery.costs.shortVideo'],
];

/** What each kind of generation costs, in credits (client/src/config/pricing.ts). */
export function StyleCosts() {
  return (
    <Stack gap="3" data-testid="gallery-costs">
      <Heading as="h3" size="md">
        <FormattedMessage id="gallery.costs.title" />
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
        {rows.map(([key, label]) => (
          <Box key={key} p="3" borderWidth="1px" rounded="md" bg="bg" data-testid={`gallery-cost-${key}`}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              <FormattedMessage id={label} />
            </Text>
            <Text as="dd" fontSize="lg" fontWeight="semibold" data-testid="gallery-cost-value">
              <FormattedMessage id="common.credits.count" values={{ count: creditCosts[key] }} />
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
