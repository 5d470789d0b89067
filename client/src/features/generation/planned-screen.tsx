import { Badge, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';
import type { ScreenKey } from '../../config/routes';

interface PlannedScreenProps {
  screen: ScreenKey;
  /** Message ids under it: `.text`, `.point1` … `.point3`. */
  prefix: 'generator.general' | 'generator.objectEditor';
}

/** A generator that is not built yet: what it will do, marked coming soon, and where to go meanwhile. */
export function PlannedScreen({ screen, prefix }: PlannedScreenProps) {
  return (
    <Page title={<FormattedMessage id={`screens.${screen}.title`} />}>
      <Badge alignSelf="start" colorPalette="orange" size="lg" data-testid="coming-soon">
        <FormattedMessage id="comingSoon.page.badge" />
      </Badge>
      <Text fontSize="lg">
        <FormattedMessage id={`${prefix}.text`} />
      </Text>
      <Card.Root variant="subtle">
        <Card.Body>
          <Stack gap="2">
            <Text fontWeight="semibold">
              <FormattedMessage id="generator.planned.willDo" />
            </Text>
            <List.Root ps="5" gap="1">
              {(['point1', 'point2', 'point3'] as const).map((p) => (
                <List.Item key={p}>
                  <FormattedMessage id={`${prefix}.${p}`} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Text color="fg.muted">
        <FormattedMessage id="generator.planned.meanwhile" />
      </Text>
      <HStack gap="3" wrap="wrap">
        <ButtonLink screen="generator">
          <FormattedMessage id="generator.planned.toGenerator" />
        </ButtonLink>
        <ButtonLink screen="dashboard" variant="outline">
          <FormattedMessage id="comingSoon.page.back" />
        </ButtonLink>
      </HStack>
    </Page>
  );
}
