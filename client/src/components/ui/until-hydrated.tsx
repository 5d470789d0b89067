import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from '../../app/hydration';

/**
 * Controls that need scripts, disabled while the page is still its prerendered HTML (a disabled fieldset disables
 * every button and field in it): a tick or a click before hydration would otherwise be undone or lost. No box of
 * its own (display: contents), so the layout is the children's.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    // Marked for client/src/islands.ts: on a public page that is not hydrated, a press in here starts the app.
    <chakra.fieldset disabled={!hydrated} display="contents" data-until-hydrated="">
      {children}
    </chakra.fieldset>
  );
}
