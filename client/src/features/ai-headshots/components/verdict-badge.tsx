import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { Verdict } from '../../../content/ai-headshots/types';

const palette: Record<Verdict, BadgeProps['colorPalette']> = { recommended: 'green', works: 'blue', thinkTwice: 'orange' };

export function VerdictBadge({ verdict, label, size = 'md' }: { verdict: Verdict; label: string; size?: BadgeProps['size'] }) {
  return (
    <Badge colorPalette={palette[verdict]} variant="subtle" size={size}>
      {label}
    </Badge>
  );
}
