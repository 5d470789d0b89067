import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import type { VideoJobFieldsFragment } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { GeneratedImagesQuery } from '../../generation';
import { GeneratorOptionsQuery } from '../../generation';
import { EngineNotice } from '../../generation';
import { FailureAlert } from '../../generation';
import { JobProgress } from '../../generation';
import { LoadFailed, useToastOnError } from '../../generation';
import { useErrorToast } from '../../generation';
import { useGenerateVideo } from '../api/use-generate-video';
import { useVideoJob } from '../api/use-video-job';
import { VideosQuery } from '../api/video-operations';
import { VideoForm } from './video-form';
import { VideoPlayer } from './video-player';

/** The form beside the job it started: progress labels live, then the finished video in a player. */
export function VideoWorkspace({ modelId }: { modelId: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const options = useAppQuery(GeneratorOptionsQuery);
  const images = useAppQuery(GeneratedImagesQuery);
  const errorToast = useErrorToast();
  const { generate, loading, failure } = useGenerateVideo(modelId);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useVideoJob(jobId, (finished: VideoJobFieldsFragment) => {
    void client.refetchQueries({ include: [VideosQuery] });
    if (finished.status === 'failed') errorToast('video.errors.failed');
  });

  useToastOnError(options.error, 'generator.errors.optionsFailed');
  useToastOnError(images.error, 'generator.errors.loadFailed');

  const delivered = (images.data?.generatedImages.edges ?? []).map((edge) => edge.node).filter((i) => i.status === 'succeeded' && i.thumbnailUrl);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
      <Stack gap="5">
        <EngineNotice of="video" provider={options.data?.videoEngine} />
        {options.data?.videoAvailable === false ? null : options.data ? (
          <VideoForm
            styles={options.data.stylePresets}
            cost={options.data.generationCosts.shortVideo}
            images={delivered.slice(0, 24)}
            submitting={loading}
            problem={failure && failure.kind !== 'emptyPrompt' ? <FailureAlert failure={failure} /> : undefined}
            onSubmit={(request) => void generate(request).then((id) => id && setJobId(id))}
          />
        ) : options.loading ? (
          <CenteredSpinner minHeight="20vh" />
        ) : (
          <LoadFailed messageId="generator.errors.optionsFailed" onRetry={() => void options.refetch().catch(() => undefined)} />
        )}
      </Stack>
      <Stack as="section" aria-labelledby="new-video" gap="4" data-testid="video-job">
        <Heading as="h2" size="lg" id="new-video">
          <FormattedMessage id="video.job.title" />
        </Heading>
        {job ? (
          <>
            <JobProgress job={job} label={intl.formatMessage({ id: 'video.job.progress' })} testId="video-progress" />
            {job.status === 'failed' && (
              <FormAlert>
                <FormattedMessage id="video.errors.failed" />
              </FormAlert>
            )}
            {job.video?.videoUrl && <VideoPlayer video={job.video} />}
          </>
        ) : (
          <Text color="fg.muted">
            <FormattedMessage id="video.job.placeholder" />
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
