import { Skeleton } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTrainingEngine } from '../api/use-training-engine';

/**
 * Copy that depends on the engine that will run: `{time}` is its usual training time ("5-30 seconds" on the
 * local engine, "20-30 minutes" on Replicate), and `generativeId` is used instead of `id` where a generative model
 * makes the headshots. Nothing is promised until the server has said which engine runs; if it cannot say, the
 * sentence is left out rather than guessed.
 */
export function EngineCopy({ id, generativeId }: { id: string; generativeId?: string }) {
  const intl = useIntl();
  const state = useTrainingEngine();
  if (state.status === 'loading') {
    // The sentence with the time left open, and the time in seconds and in minutes: a public page that is not
    // hydrated fills it in once the server has named the engine (client/src/islands.ts).
    const duration = (unit: 'seconds' | 'minutes') => intl.formatMessage({ id: 'models.engine.duration' }, { unit, min: '%MIN%', max: '%MAX%' });
    return (
      <Skeleton
        as="span"
        display="inline-block"
        height="1em"
        width="12em"
        data-engine-copy=""
        data-text={intl.formatMessage({ id }, { time: '%TIME%' })}
        data-generative={generativeId ? intl.formatMessage({ id: generativeId }, { time: '%TIME%' }) : undefined}
        data-seconds={duration('seconds')}
        data-minutes={duration('minutes')}
      />
    );
  }
  if (state.status === 'failed') return null;
  const { estimate, generative } = state.engine;
  const inMinutes = estimate.maxSeconds >= 120;
  const time = intl.formatMessage(
    { id: 'models.engine.duration' },
    {
      unit: inMinutes ? 'minutes' : 'seconds',
      min: inMinutes ? Math.round(estimate.minSeconds / 60) : estimate.minSeconds,
      max: inMinutes ? Math.round(estimate.maxSeconds / 60) : estimate.maxSeconds,
    },
  );
  return <FormattedMessage id={generative && generativeId ? generativeId : id} values={{ time }} />;
}
