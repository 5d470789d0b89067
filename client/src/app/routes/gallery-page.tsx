import { GalleryScreen } from '../../features/gallery/gallery-screen';

export function GalleryPage() {
  return <GalleryScreen />;
}
