import { SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import type { EngineProvider, HeadshotImageFieldsFragment, HeadshotJobFieldsFragment } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { GeneratedImagesQuery } from '../api/generated-images-query';
import { GeneratorOptionsQuery } from '../api/generator-options-query';
import { useHeadshotJob } from '../api/use-headshot-job';
import { EngineNotice } from '../shared/engine-notice';
import { FailureAlert } from '../shared/failure-alert';
import { LoadFailed, useToastOnError } from '../shared/load-failed';
import { useFailureToast } from '../shared/use-failure-toast';
import { HeadshotForm } from './headshot-form';
import { JobResults } from './job-results';
import { useGenerateHeadshots, type StartedJob } from './use-generate-headshots';

const MODES = ['image-to-image', 'text-to-image'] as const;
type Mode = (typeof MODES)[number];
const isMode = (v: string | null): v is Mode => (MODES as readonly (string | null)[]).includes(v);
/** Message id part per tab. */
const TAB: Record<Mode, string> = { 'image-to-image': 'imageToImage', 'text-to-image': 'textToImage' };

interface HeadshotWorkspaceProps {
  modelId: string;
  /** The engine the model was trained on, which makes its headshots too. */
  provider: EngineProvider | null;
  selectedId: string | null;
  onSelect: (image: HeadshotImageFieldsFragment) => void;
  /** Shown under the results (the background changer). */
  aside: ReactNode;
}

/** The two tabs (both drive the local engine), the form, and the job it started, followed live. */
export function HeadshotWorkspace({ modelId, provider, selectedId, onSelect, aside }: HeadshotWorkspaceProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('mode');
  const mode: Mode = isMode(requested) ? requested : 'image-to-image';
  const options = useAppQuery(GeneratorOptionsQuery);
  const toastFailure = useFailureToast();
  const { generate, loading, failure } = useGenerateHeadshots(modelId);
  const [started, setStarted] = useState<StartedJob | null>(null);

  const onFinished = (job: HeadshotJobFieldsFragment) => {
    void client.refetchQueries({ include: [GeneratedImagesQuery] });
    if (job.status === 'failed') toastFailure({ kind: 'noImages' });
  };
  const job = useHeadshotJob(started?.jobId ?? null, onFinished);

  useToastOnError(options.error, 'generator.errors.optionsFailed');

  const form = options.data ? (
    <HeadshotForm
      styles={options.data.stylePresets}
      costs={options.data.generationCosts}
      promptPlaceholder={intl.formatMessage({ id: mode === 'text-to-image' ? 'generator.form.placeholderText' : 'generator.form.placeholderImage' })}
      provider={provider}
      submitting={loading}
      problem={failure && failure.kind !== 'emptyPrompt' ? <FailureAlert failure={failure} /> : undefined}
      onSubmit={(request) => void generate(request).then((s) => s && setStarted(s))}
    />
  ) : options.loading ? (
    <CenteredSpinner minHeight="20vh" />
  ) : (
    <LoadFailed messageId="generator.errors.optionsFailed" onRetry={() => void options.refetch().catch(() => undefined)} />
  );

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
      <Stack gap="5">
        <EngineNotice of="generator" provider={provider} />
        <Tabs.Root value={mode} onValueChange={(e) => setParams({ mode: e.value }, { replace: true })} variant="enclosed" fitted>
          <Tabs.List>
            {MODES.map((m) => (
              <Tabs.Trigger key={m} value={m}>
                <FormattedMessage id={`generator.tabs.${TAB[m]}`} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {MODES.map((m) => (
            <Tabs.Content key={m} value={m}>
              <Text color="fg.muted">
                <FormattedMessage id={`generator.tabs.${TAB[m]}Text`} />
              </Text>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        {form}
      </Stack>
      <Stack gap="8">
        {started ? (
          <JobResults started={started} job={job} selectedId={selectedId} onSelect={onSelect} />
        ) : (
          <Text color="fg.muted" data-testid="results-placeholder">
            <FormattedMessage id="generator.results.placeholder" />
          </Text>
        )}
        {aside}
      </Stack>
    </SimpleGrid>
  );
}
