import { Card, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';

const dos = ['doLight', 'doFace', 'doVariety'] as const;
const donts = ['dontSunglasses', 'dontGroup', 'dontFilters', 'dontBlurry'] as const;

function Tips({ title, items, good }: { title: string; items: readonly string[]; good: boolean }) {
  const Icon = good ? CheckIcon : CrossIcon;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        <FormattedMessage id={`models.guidance.${title}`} />
      </Heading>
      <List.Root gap="1.5" variant="plain">
        {items.map((item) => (
          <List.Item key={item} alignItems="center">
            <List.Indicator asChild color={good ? 'green.fg' : 'red.fg'}>
              <Icon boxSize="4" aria-hidden />
            </List.Indicator>
            <FormattedMessage id={`models.guidance.${item}`} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** What makes a good training photo (spec §5 counts and formats), with do and don't examples. */
export function PhotoGuidance({ maxMb }: { maxMb: number }) {
  return (
    <Card.Root as="section" aria-labelledby="photo-guidance" variant="subtle">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="photo-guidance">
          <FormattedMessage id="models.guidance.title" />
        </Heading>
        <Stack gap="1" fontSize="sm">
          <Text>
            <FormattedMessage id="models.guidance.count" />
          </Text>
          <Text color="fg.muted">
            <FormattedMessage id="models.guidance.formats" values={{ mb: maxMb }} />
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Tips title="doTitle" items={dos} good />
          <HStack align="start">
            <Tips title="dontTitle" items={donts} good={false} />
          </HStack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
