import { Box, Button, Card, chakra, HStack, Image, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CollectionSummaryFragment } from '../../../gql/graphql';

interface CollectionCardProps {
  collection: CollectionSummaryFragment;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One collection: its cover (first image), name, count and description, and what can be done with it. */
export function CollectionCard({ collection, onOpen, onRename, onDelete }: CollectionCardProps) {
  const intl = useIntl();
  return (
    <Card.Root as="li" size="sm" overflow="hidden" data-testid="collection-card" aria-label={collection.name}>
      <chakra.button type="button" onClick={onOpen} display="block" cursor="pointer" aria-label={intl.formatMessage({ id: 'collections.card.open' }, { name: collection.name })}>
        <Box aspectRatio="4 / 3" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
          {collection.coverUrl ? (
            <Image src={collection.coverUrl} alt="" width="full" height="full" objectFit="cover" loading="lazy" />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="collections.card.noCover" />
            </Text>
          )}
        </Box>
      </chakra.button>
      <Card.Body gap="1">
        <Text fontWeight="semibold" truncate title={collection.name}>
          {collection.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="collection-count">
          <FormattedMessage id="collections.card.count" values={{ count: collection.itemCount }} />
        </Text>
        {collection.description && (
          <Text fontSize="sm" lineClamp={2} title={collection.description}>
            {collection.description}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={onRename}>
            <FormattedMessage id="collections.card.rename" />
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete}>
            <FormattedMessage id="collections.card.delete" />
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
