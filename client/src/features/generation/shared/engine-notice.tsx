import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';

/** Says plainly what runs here: no generative model, the local engine working from the user's own photos. */
export function EngineNotice({ of }: { of: 'generator' | 'video' }) {
  return (
    <FormAlert status="info" title={<FormattedMessage id={`${of}.engine.title`} />}>
      <FormattedMessage id={`${of}.engine.text`} />
    </FormAlert>
  );
}
