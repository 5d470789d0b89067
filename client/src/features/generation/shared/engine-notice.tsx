import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';
import type { EngineProvider } from '../../../gql/graphql';

/**
 * Says plainly what makes the result: on the local engine no generative model runs, it works from the user's own
 * photos; on Replicate a generative model does. Unknown (still loading): the local wording, which promises least.
 */
export function EngineNotice({ of, provider }: { of: 'generator' | 'video'; provider: EngineProvider | null | undefined }) {
  return (
    <FormAlert status="info" title={<FormattedMessage id={`${of}.engine.title`} />}>
      <FormattedMessage id={provider && provider !== 'local' ? `${of}.engine.textReplicate` : `${of}.engine.text`} />
    </FormAlert>
  );
}
