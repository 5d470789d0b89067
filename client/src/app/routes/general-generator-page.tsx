import { PlannedScreen } from '../../features/generation/planned-screen';

/** Spec §2: the general generator exists and is marked coming soon. */
export function GeneralGeneratorPage() {
  return <PlannedScreen screen="generalGenerator" prefix="generator.general" />;
}
