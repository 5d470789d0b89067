import { GeneratorScreen } from '../../features/generation/headshots/generator-screen';

export function GeneratorPage() {
  return <GeneratorScreen />;
}
