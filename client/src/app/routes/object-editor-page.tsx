import { PlannedScreen } from '../../features/generation/planned-screen';

/** Spec §2: the object editor exists and is marked coming soon. */
export function ObjectEditorPage() {
  return <PlannedScreen screen="objectEditor" prefix="generator.objectEditor" />;
}
