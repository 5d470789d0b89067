import { Image, type ImageProps } from '@chakra-ui/react';
import type { LanguageCode } from '../../config/languages';
import type { EngineSample } from '../../content/samples';

/** One of the engine's sample outputs: its own size for the layout, its alt text in the page's language, lazy unless `eager`. */
export function SampleImage({ sample, lang, eager = false, ...props }: { sample: EngineSample; lang: LanguageCode; eager?: boolean } & ImageProps) {
  return (
    <Image
      src={sample.src}
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
