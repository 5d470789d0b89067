import { TrainingScreen } from '../../features/models/training/training-screen';

export function TrainingPage() {
  return <TrainingScreen />;
}
