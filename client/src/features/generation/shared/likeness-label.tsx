import { Badge, type BadgeProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../locales/en';

/** What an image carries about its likeness (issue #31): held-out similarity, the user's own threshold and fair charging. */
export interface LikenessFacts {
  likeness?: number | null;
  mayNotLookLikeYou?: boolean | null;
  usable?: boolean | null;
  unusableReason?: string | null;
}

const reasonIds: Record<string, MessageId> = {
  COPY_OF_INPUT: 'generator.likeness.copyOfInput',
  DUPLICATE_OUTPUT: 'generator.likeness.duplicateOutput',
  LOW_LIKENESS: 'generator.likeness.lowLikeness',
  NO_FACE: 'generator.likeness.noFace',
};

/** Delivered and not charged (see unusableReason). */
export const isNotCharged = (image: LikenessFacts) => image.usable === false;

/** "Looks like me": usable and not below the user's own 10th percentile. */
export const looksLikeMe = (image: LikenessFacts) => image.usable === true && !image.mayNotLookLikeYou;

/** The message for an image's likeness, or null when there is nothing to say. */
export function likenessMessage(image: LikenessFacts): { id: MessageId; tone: 'good' | 'warn' | 'refund' } | null {
  if (image.usable === false) return { id: reasonIds[image.unusableReason ?? ''] ?? 'generator.likeness.notCharged', tone: 'refund' };
  if (image.mayNotLookLikeYou) return { id: 'generator.likeness.mayNot', tone: 'warn' };
  if (image.usable === true && image.likeness != null) return { id: 'generator.likeness.looksLikeYou', tone: 'good' };
  return null;
}

/** "Looks like you", "May not look like you", or why the image was not charged. */
export function LikenessLabel({ image, ...rest }: { image: LikenessFacts } & Omit<BadgeProps, 'children'>) {
  const message = likenessMessage(image);
  if (!message) return null;
  // White on orange reads under 4.5:1: warnings use the palette's surface (dark text on a light surface).
  const palette = message.tone === 'good' ? 'green' : message.tone === 'warn' ? 'orange' : 'gray';
  return (
    <Badge
      colorPalette={palette}
      variant="surface"
      whiteSpace="normal"
      data-testid="likeness-label"
      data-likeness={message.tone}
      data-reason={image.usable === false ? (image.unusableReason ?? '') : undefined}
      {...rest}
    >
      <FormattedMessage id={message.id} />
    </Badge>
  );
}
