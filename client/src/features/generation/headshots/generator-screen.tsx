import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Page } from '../../../components/ui/page';
import type { HeadshotImageFieldsFragment } from '../../../gql/graphql';
import { BackgroundPanel } from '../background/background-panel';
import { ModelGate } from '../shared/no-model-notice';
import { useActiveModel } from '../shared/use-active-model';
import { HeadshotWorkspace } from './headshot-workspace';
import { RecentHeadshots } from './recent-headshots';

/** /generator: the headshot form and its live results, the background changer, and the user's recent headshots. */
export function GeneratorScreen() {
  const model = useActiveModel();
  const [selected, setSelected] = useState<HeadshotImageFieldsFragment | null>(null);
  const select = (image: HeadshotImageFieldsFragment) => setSelected((current) => (current?.id === image.id ? null : image));
  return (
    <Page width="6xl" title={<FormattedMessage id="screens.generator.title" />} lead={<FormattedMessage id="generator.page.lead" />}>
      {model.status === 'ready' ? (
        <HeadshotWorkspace modelId={model.modelId} provider={model.provider} selectedId={selected?.id ?? null} onSelect={select} aside={<BackgroundPanel image={selected} />} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
          <ModelGate model={model} />
          <BackgroundPanel image={selected} />
        </SimpleGrid>
      )}
      <Stack pt="4">
        <RecentHeadshots selectedId={selected?.id ?? null} onSelect={select} />
      </Stack>
    </Page>
  );
}
