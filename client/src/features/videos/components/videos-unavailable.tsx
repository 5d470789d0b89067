import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';

const VideoAvailableQuery = graphql(`
  query VideoAvailable {
    videoAvailable
  }
`);

/**
 * False when this server cannot make videos (its video tools are missing); true, or undefined while unknown. Screens
 * that offer videos ask it, so that nobody is offered one the server cannot make.
 */
export function useVideosAvailable(): boolean | undefined {
  return useAppQuery(VideoAvailableQuery).data?.videoAvailable;
}

/** Said before any credit can be spent, where videos would be offered. */
export function VideosUnavailableNotice() {
  return (
    <FormAlert status="warning" title={<FormattedMessage id="video.unavailable.title" />}>
      <FormattedMessage id="video.unavailable.text" />
    </FormAlert>
  );
}
