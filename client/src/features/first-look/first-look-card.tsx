import { Button, Card, HStack, Image, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../components/ui/form-alert';
import type { FirstLookJobFieldsFragment } from '../../gql/graphql';
import { useAppQuery } from '../../lib/apollo/use-app-query';
import { FirstLookQuery, FirstLookUpdatedSubscription, StartFirstLookMutation } from './first-look-api';
import { PreviewBadge } from './preview-badge';

interface FirstLookCardProps {
  /** The model whose photos are being checked (null before the first upload). */
  modelId: string | null;
  /** Photos with a usable verdict so far. */
  usable: number;
  /** Uploads still running. */
  uploading: boolean;
}

type Refusal = { code: string; needed?: number; available?: number };

const percent = (score: number | null | undefined) => (score == null ? null : Math.round(score * 100));

/**
 * "First look": once 5 photos have a usable verdict, a few preview headshots from the best selfie before training,
 * what they are, their price, the button; the job's progress live; the previews as they come, labelled Preview, with
 * their likeness.
 */
export function FirstLookCard({ modelId, usable, uploading }: FirstLookCardProps) {
  const intl = useIntl();
  const { data, startPolling, stopPolling, refetch } = useAppQuery(FirstLookQuery, { variables: { modelId: modelId ?? '' }, skip: !modelId });
  const [start, { loading }] = useMutation(StartFirstLookMutation);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const offer = data?.firstLookOffer;
  const job: FirstLookJobFieldsFragment | null = data?.firstLook ?? null;
  const running = job?.status === 'queued' || job?.status === 'running';
  // A slow poll while it runs: the fallback for an event missed while the socket (re)connects.
  useEffect(() => {
    if (!running) return;
    startPolling(3000);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);
  useSubscription(FirstLookUpdatedSubscription, { variables: { jobId: job?.id ?? '' }, skip: !job || !running });

  if (!modelId || !offer) return null;
  const ready = usable >= offer.minPhotos && !uploading;
  const cost = offer.costPerImage * offer.defaultImages;
  const local = offer.engine === 'local';

  const ask = async () => {
    setRefusal(null);
    const res = await start({ variables: { input: { modelId, numberOfImages: offer.defaultImages } } }).catch(() => null);
    const result = res?.data?.startFirstLook;
    if (result?.__typename === 'StartFirstLookPayload') {
      await refetch();
      return;
    }
    setRefusal(result && 'code' in result ? { code: result.code, needed: 'needed' in result ? result.needed : undefined, available: 'available' in result ? result.available : undefined } : { code: 'UNKNOWN' });
  };

  const delivered = job?.images.filter((i) => i.status === 'succeeded' && i.thumbnailUrl) ?? [];
  return (
    <Card.Root variant="outline" data-testid="first-look" aria-labelledby="first-look-title">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="4">
          <Stack gap="1" maxW="2xl">
            <Text as="h2" id="first-look-title" fontWeight="semibold" fontSize="lg">
              <FormattedMessage id="firstLook.card.title" />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id={local ? 'firstLook.card.whatLocal' : 'firstLook.card.whatProvider'} />
            </Text>
            <Text fontSize="sm" data-testid="first-look-price">
              <FormattedMessage id="firstLook.card.price" values={{ count: cost }} />
            </Text>
            {!ready && (
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="firstLook.card.needMore" values={{ needed: offer.minPhotos, usable }} />
              </Text>
            )}
          </Stack>
          <Button variant="outline" disabled={!ready || running} loading={loading} onClick={() => void ask()} data-testid="first-look-start">
            <FormattedMessage id={job ? 'firstLook.card.again' : 'firstLook.card.button'} />
          </Button>
        </HStack>
        {refusal && (
          <FormAlert>
            <FormattedMessage
              id={refusal.code === 'INSUFFICIENT_CREDITS' ? 'firstLook.card.noCredits' : refusal.code === 'FIRST_LOOK_IN_PROGRESS' ? 'firstLook.card.inProgress' : 'firstLook.card.refused'}
              values={{ needed: refusal.needed ?? cost, available: refusal.available ?? 0 }}
            />
          </FormAlert>
        )}
        {job && running && (
          <Stack gap="1" data-testid="first-look-progress">
            <Text fontSize="sm" role="status">
              <FormattedMessage id="firstLook.card.progress" values={{ count: delivered.length, max: job.count }} />
            </Text>
            <Progress.Root value={job.progress} size="sm" aria-label={intl.formatMessage({ id: 'firstLook.card.title' })}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        )}
        {job?.status === 'failed' && (
          <FormAlert>
            <FormattedMessage id="firstLook.card.failed" />
          </FormAlert>
        )}
        {delivered.length > 0 && (
          <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3" aria-label={intl.formatMessage({ id: 'firstLook.card.images' })}>
            {delivered.map((image) => {
              const score = percent(image.identityScore);
              return (
                <Stack as="li" key={image.id} gap="1" data-testid="first-look-image" data-preview={image.preview ? 'true' : 'false'}>
                  <Stack position="relative" rounded="md" overflow="hidden" bg="bg.muted">
                    <Image src={image.thumbnailUrl ?? undefined} alt={intl.formatMessage({ id: 'firstLook.card.imageAlt' })} aspectRatio="1" objectFit="cover" />
                    {image.preview && <PreviewBadge position="absolute" top="2" insetStart="2" />}
                  </Stack>
                  {score !== null && (
                    <Text fontSize="xs" color={image.identityFlagged ? 'orange.fg' : 'fg.muted'} data-testid="first-look-likeness">
                      <FormattedMessage id={image.identityFlagged ? 'firstLook.card.lowLikeness' : 'firstLook.card.likeness'} values={{ score }} />
                    </Text>
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
        {delivered.length > 0 && local && (
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="firstLook.card.retouched" />
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
