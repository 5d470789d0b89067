import { Image, type ImageProps } from '@chakra-ui/react';
import type { LanguageCode } from '../../config/languages';
import type { EngineSample } from '../../content/samples';

/**
 * One of the engine's sample outputs: its own size for the layout, its alt text in the page's language, lazy unless
 * `eager`. `sizes` says how wide the layout shows it (a media condition list, as in HTML), so the browser picks the
 * smallest of its widths (`srcset`) that fills that at the screen's density.
 */
export function SampleImage({
  sample,
  lang,
  sizes,
  eager = false,
  ...props
}: { sample: EngineSample; lang: LanguageCode; sizes: string; eager?: boolean } & ImageProps) {
  return (
    <Image
      src={sample.src}
      srcSet={sample.srcSet}
      sizes={sizes}
      alt={sample.alt[lang]}
      htmlWidth={sample.width}
      htmlHeight={sample.height}
      width="full"
      height="auto"
      loading={eager ? undefined : 'lazy'}
      {...props}
    />
  );
}
