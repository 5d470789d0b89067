import { VideoScreen } from '../../features/videos/components/video-screen';

export function VideoGeneratorPage() {
  return <VideoScreen />;
}
