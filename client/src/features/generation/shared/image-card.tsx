import { Badge, Card, chakra, Image, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HeadshotImageFieldsFragment } from '../../../gql/graphql';
import { PreviewBadge } from '../../first-look';
import { LikenessLabel, likenessMessage } from './likeness-label';

interface ImageCardProps {
  image: HeadshotImageFieldsFragment;
  /** 1-based place in its grid, for the button's name. */
  position: number;
  selected: boolean;
  onSelect: () => void;
}

/** Why an image was not made, in the UI language; the engine's known reasons have their own words. */
const failureMessage = (code: string | null | undefined) =>
  code === 'SOURCE_TOO_SMALL' ? 'generator.image.failedTooSmall' : code === 'NEAR_DUPLICATE' ? 'generator.image.failedDuplicate' : 'generator.image.failed';

/** A generated image: selectable (for the background changer), with its identity match; flagged ones marked. */
export function ImageCard({ image, position, selected, onSelect }: ImageCardProps) {
  const intl = useIntl();
  const delivered = image.status === 'succeeded' && image.thumbnailUrl;
  const score = image.identityScore === null || image.identityScore === undefined ? null : Math.round(image.identityScore * 100);
  return (
    <Card.Root
      as="li"
      size="sm"
      position="relative"
      overflow="hidden"
      outline={selected ? '3px solid' : undefined}
      outlineColor="colorPalette.solid"
      colorPalette="blue"
      data-testid="generated-image"
      data-image-id={image.id}
      data-flagged={image.identityFlagged ? 'true' : 'false'}
      data-selected={selected ? 'true' : 'false'}
      data-usable={image.usable == null ? undefined : String(image.usable)}
    >
      <chakra.button
        type="button"
        display="block"
        position="relative"
        width="full"
        aspectRatio={image.width && image.height ? `${image.width} / ${image.height}` : '1'}
        bg="bg.muted"
        cursor={delivered ? 'pointer' : 'default'}
        aria-pressed={selected}
        aria-label={intl.formatMessage({ id: selected ? 'generator.image.selected' : 'generator.image.select' }, { count: position })}
        disabled={!delivered}
        onClick={onSelect}
      >
        {delivered && <Image src={image.thumbnailUrl ?? undefined} alt="" width="full" height="full" objectFit="cover" />}
        {!delivered && (
          <Text position="absolute" inset="0" display="grid" placeItems="center" p="3" fontSize="sm" color="fg.muted" textAlign="center">
            <FormattedMessage id={failureMessage(image.errorCode)} />
          </Text>
        )}
      </chakra.button>
      {image.kind === 'background' && (
        <Badge position="absolute" top="2" insetStart="2" colorPalette="blue" variant="solid" size="sm" pointerEvents="none">
          <FormattedMessage id="generator.image.background" />
        </Badge>
      )}
      {image.preview && <PreviewBadge position="absolute" top="2" insetEnd="2" />}
      {likenessMessage(image) && (
        <Card.Body py="2" px="3" pb={score !== null ? '0' : undefined}>
          <LikenessLabel image={image} alignSelf="start" />
        </Card.Body>
      )}
      {score !== null && (
        <Card.Body py="2" px="3">
          {image.identityFlagged ? (
            <Badge colorPalette="orange" alignSelf="start" whiteSpace="normal" data-testid="identity-flag">
              <FormattedMessage id="generator.image.flagged" values={{ score }} />
            </Badge>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="generator.image.match" values={{ score }} />
            </Text>
          )}
        </Card.Body>
      )}
    </Card.Root>
  );
}
