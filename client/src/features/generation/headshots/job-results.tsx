import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HeadshotImageFieldsFragment, HeadshotJobFieldsFragment } from '../../../gql/graphql';
import { ImageGrid } from '../shared/image-grid';
import { isNotCharged } from '../shared/likeness-label';
import { JobProgress } from '../shared/job-progress';
import { isJobFinished } from '../shared/job-stage';
import { PromptReading } from './prompt-reading';
import type { StartedJob } from './use-generate-headshots';

interface JobResultsProps {
  started: StartedJob;
  job: HeadshotJobFieldsFragment | null;
  selectedId: string | null;
  onSelect: (image: HeadshotImageFieldsFragment) => void;
}

/** The running (or last) job: its progress, what the engine read from the prompt, and its images as they arrive. */
export function JobResults({ started, job, selectedId, onSelect }: JobResultsProps) {
  const intl = useIntl();
  const shown = job ?? { id: started.jobId, status: 'queued', stage: 'starting', progress: 0, images: [] };
  const ref = useRef<HTMLDivElement>(null);
  // Delivered images that are not usable are shown apart, under their own heading, with the reason on each.
  const usableImages = shown.images.filter((image) => !isNotCharged(image));
  const notCharged = shown.images.filter(isNotCharged);
  const summary = job && job.deliveredCount != null && job.usableCount != null && job.deliveredCount > 0 ? { usable: job.usableCount, count: job.deliveredCount } : null;
  // On a narrow screen the results are below the form: bring a new job into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [started.jobId]);
  return (
    <Stack ref={ref} as="section" aria-labelledby="new-headshots" gap="4" data-testid="job-results" data-job-id={started.jobId}>
      <Heading as="h2" size="lg" id="new-headshots">
        <FormattedMessage id="generator.results.title" />
      </Heading>
      <JobProgress job={shown} label={intl.formatMessage({ id: 'generator.results.progress' })} testId="headshot-progress" />
      <PromptReading honoured={started.honoured} notes={started.promptNotes} />
      {summary && (
        <Text fontWeight="medium" data-testid="job-usable-summary">
          <FormattedMessage id="generator.results.usable" values={summary} />
        </Text>
      )}
      {shown.images.length > 0 ? (
        // One "job-images" around both groups: every image of the job is under it, the usable ones first.
        <Stack gap="4" data-testid="job-images">
          {usableImages.length > 0 && <ImageGrid images={usableImages} selectedId={selectedId} onSelect={onSelect} testId="job-images-usable" />}
          {notCharged.length > 0 && (
            <Stack as="section" aria-labelledby="not-charged" gap="2" data-testid="not-charged-images">
              <Heading as="h3" size="md" id="not-charged">
                <FormattedMessage id="generator.results.notCharged" />
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="generator.results.notChargedLead" />
              </Text>
              <ImageGrid images={notCharged} selectedId={selectedId} onSelect={onSelect} testId="job-images-not-charged" />
            </Stack>
          )}
        </Stack>
      ) : (
        !isJobFinished(shown.status) && (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="generator.results.waiting" />
          </Text>
        )
      )}
    </Stack>
  );
}
