import { UploadScreen } from '../../features/models/upload/upload-screen';

export function UploadPage() {
  return <UploadScreen />;
}
