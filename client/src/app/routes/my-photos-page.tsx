import { MyPhotosScreen } from '../../features/library/photos/my-photos-screen';

export function MyPhotosPage() {
  return <MyPhotosScreen />;
}
