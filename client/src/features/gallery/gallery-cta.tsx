import { HStack, type StackProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';

/** Where to go next: sign up when signed out, the generators when signed in. */
export function GalleryCta({ signedIn, ...rest }: { signedIn: boolean } & StackProps) {
  return (
    <HStack gap="3" wrap="wrap" data-testid="gallery-cta" {...rest}>
      {signedIn ? (
        <>
          <ButtonLink screen="generator">
            <FormattedMessage id="gallery.cta.generator" />
          </ButtonLink>
          <ButtonLink screen="videoGenerator" variant="outline">
            <FormattedMessage id="gallery.cta.video" />
          </ButtonLink>
        </>
      ) : (
        <>
          <ButtonLink screen="register">
            <FormattedMessage id="gallery.cta.register" />
          </ButtonLink>
          <ButtonLink screen="pricing" variant="outline">
            <FormattedMessage id="gallery.cta.pricing" />
          </ButtonLink>
        </>
      )}
    </HStack>
  );
}
