import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { HeartFilledIcon, HeartIcon } from './library-icons';

interface FavoriteButtonProps extends Omit<IconButtonProps, 'onClick' | 'aria-label' | 'aria-pressed'> {
  isFavorite: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** The heart: pressed when the image is a favorite. */
export function FavoriteButton({ isFavorite, busy, onToggle, ...rest }: FavoriteButtonProps) {
  const intl = useIntl();
  return (
    <IconButton
      size="sm"
      variant="solid"
      colorPalette={isFavorite ? 'red' : 'gray'}
      rounded="full"
      aria-pressed={isFavorite}
      aria-label={intl.formatMessage({ id: isFavorite ? 'library.favorite.remove' : 'library.favorite.add' })}
      loading={busy}
      onClick={onToggle}
      {...rest}
    >
      {isFavorite ? <HeartFilledIcon /> : <HeartIcon />}
    </IconButton>
  );
}
