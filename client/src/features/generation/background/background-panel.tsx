import { Box, Button, Card, Field, Heading, HStack, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BackgroundMode, HeadshotImageFieldsFragment, HeadshotJobFieldsFragment } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { GeneratedImagesQuery } from '../api/generated-images-query';
import { GeneratorOptionsQuery } from '../api/generator-options-query';
import { useHeadshotJob } from '../api/use-headshot-job';
import { CostSummary } from '../shared/cost-summary';
import { JobProgress } from '../shared/job-progress';
import { LabeledSlider } from '../shared/labeled-slider';
import { useFailureToast } from '../shared/use-failure-toast';
import { BackgroundModePicker } from './background-mode-picker';
import { useChangeBackground } from './use-change-background';

export const DEFAULT_BACKGROUND_COLOR = '#f2f2f2';
export const DEFAULT_BLUR_STRENGTH = 60;

/** The background changer (spec §1): on the selected image, a solid colour or a blurred background. */
export function BackgroundPanel({ image }: { image: HeadshotImageFieldsFragment | null }) {
  const intl = useIntl();
  const client = useApolloClient();
  const toastFailure = useFailureToast();
  const cost = useAppQuery(GeneratorOptionsQuery).data?.generationCosts.backgroundChange;
  const [mode, setMode] = useState<BackgroundMode>('solid');
  const [color, setColor] = useState(DEFAULT_BACKGROUND_COLOR);
  const [blurStrength, setBlurStrength] = useState(DEFAULT_BLUR_STRENGTH);
  const { change, loading } = useChangeBackground();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useHeadshotJob(jobId, (finished: HeadshotJobFieldsFragment) => {
    void client.refetchQueries({ include: [GeneratedImagesQuery] });
    if (finished.status === 'failed') toastFailure({ kind: 'noImages' });
  });
  const result = job?.images.find((i) => i.status === 'succeeded');

  const submit = async () => {
    const started = await change({ imageId: image?.id ?? null, mode, color, blurStrength });
    if (started) setJobId(started);
  };

  return (
    <Card.Root as="section" aria-labelledby="background-changer" variant="outline" data-testid="background-panel">
      <Card.Header>
        <Heading as="h2" size="lg" id="background-changer">
          <FormattedMessage id="background.panel.title" />
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <HStack gap="3" align="center" data-testid="background-selected">
          <Box boxSize="16" flexShrink="0" borderRadius="l2" overflow="hidden" bg="bg.muted">
            {image?.thumbnailUrl && <Image src={image.thumbnailUrl} alt="" width="full" height="full" objectFit="cover" />}
          </Box>
          <Text fontSize="sm" color={image ? undefined : 'fg.muted'}>
            <FormattedMessage id={image ? 'background.panel.selected' : 'background.panel.selectHint'} />
          </Text>
        </HStack>
        <BackgroundModePicker value={mode} onChange={setMode} />
        {mode === 'solid' && (
          <Field.Root>
            <Field.Label htmlFor="background-color">
              <FormattedMessage id="background.panel.color" />
            </Field.Label>
            <HStack gap="3">
              <Input id="background-color" type="color" value={color} onChange={(e) => setColor(e.currentTarget.value)} width="16" height="10" p="1" cursor="pointer" />
              <Text fontFamily="mono" fontSize="sm">{color}</Text>
            </HStack>
          </Field.Root>
        )}
        {mode === 'blur' && (
          <LabeledSlider
            label={<FormattedMessage id="background.panel.blur" />}
            valueText={blurStrength}
            value={blurStrength}
            min={1}
            max={100}
            onChange={setBlurStrength}
            limits={[<FormattedMessage key="min" id="background.panel.blurLight" />, <FormattedMessage key="max" id="background.panel.blurStrong" />]}
            testId="blur-strength"
          />
        )}
        {cost !== undefined && <CostSummary total={cost} />}
        <Stack gap="1">
          <Button onClick={() => void submit()} disabled={!image || mode === 'custom'} loading={loading} aria-describedby={image ? undefined : 'background-hint'}>
            <FormattedMessage id="background.panel.submit" />
          </Button>
          {!image && (
            <Text id="background-hint" fontSize="sm" color="fg.muted" data-testid="background-hint">
              <FormattedMessage id="background.errors.noImage" />
            </Text>
          )}
        </Stack>
        {job && <JobProgress job={job} label={intl.formatMessage({ id: 'background.panel.progress' })} testId="background-progress" />}
        {result?.imageUrl && (
          <Stack gap="2" data-testid="background-result">
            <Image src={result.thumbnailUrl ?? result.imageUrl} alt={intl.formatMessage({ id: 'background.panel.resultAlt' })} borderRadius="l2" maxW="60" />
            <Link href={result.imageUrl} target="_blank" rel="noopener" fontSize="sm">
              <FormattedMessage id="background.panel.open" />
            </Link>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
