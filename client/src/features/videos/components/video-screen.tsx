import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Page } from '../../../components/ui/page';
import { ModelGate } from '../../generation';
import { useActiveModel } from '../../generation';
import { VideoList } from './video-list';
import { VideoWorkspace } from './video-workspace';
import { useVideosAvailable, VideosUnavailableNotice } from './videos-unavailable';

/** /video-generator: the video form and its live job, then the user's videos. */
export function VideoScreen() {
  const model = useActiveModel();
  // Without video tools on the server, the screen says so first and offers no form (the workspace leaves it out).
  const available = useVideosAvailable();
  return (
    <Page width="6xl" title={<FormattedMessage id="screens.videoGenerator.title" />} lead={<FormattedMessage id="video.page.lead" />}>
      {available === false && (
        <Stack pb="4">
          <VideosUnavailableNotice />
        </Stack>
      )}
      {model.status === 'ready' ? (
        <VideoWorkspace modelId={model.modelId} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
          <ModelGate model={model} />
          <Text color="fg.muted">
            <FormattedMessage id="video.engine.text" />
          </Text>
        </SimpleGrid>
      )}
      <Stack pt="4">
        <VideoList />
      </Stack>
    </Page>
  );
}
