import { Box, Card, Center, Heading, Image, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/language-context';
import type { ShowcaseStyle } from './api/style-showcase';

/** One style: its drawn preview, its name and what it looks like, in the UI language. */
export function StyleCard({ style }: { style: ShowcaseStyle }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const name = style.name[code];
  return (
    <Card.Root as="li" size="sm" overflow="hidden" data-testid="gallery-style" data-style-id={style.id}>
      <Box aspectRatio="1" bg="bg.muted">
        {style.previewUrl ? (
          <Image
            src={style.previewUrl}
            alt={intl.formatMessage({ id: 'gallery.styles.previewAlt' }, { name })}
            width="full"
            height="full"
            objectFit="cover"
            loading="lazy"
          />
        ) : (
          <Center height="full" p="3" textAlign="center">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="gallery.styles.noPreview" />
            </Text>
          </Center>
        )}
      </Box>
      <Card.Body gap="1" p={{ base: '3', md: '4' }}>
        <Heading as="h3" size={{ base: 'sm', md: 'md' }}>
          {name}
        </Heading>
        <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
          {style.description[code]}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
