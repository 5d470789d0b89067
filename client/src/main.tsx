// The page's entry, kept tiny. A prerendered public page seen by a visitor who is not signed in is not hydrated: its
// few moving parts are wired by islands.ts (a few KiB), and the app (React, the router, Chakra, the words) loads
// only when a control of the app is pressed (issue #32, docs/public-site.md). A signed-in visitor's prerendered page
// is painted before the app's code is even asked for, then hydrated (app/start.tsx); the private screens (an empty
// #root) start at once.
import { signedIn, startIslands } from './islands';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const prerendered = container.firstElementChild !== null;
const loadApp = () => import('./app/start');

if (prerendered && !signedIn()) {
  startIslands(container, loadApp, async () => {
    const { start } = await loadApp();
    await start(container, true);
  });
} else {
  if (prerendered) {
    // After the next frame is drawn (a hidden tab draws none: it starts after a moment instead).
    await Promise.race([
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
      new Promise<void>((resolve) => setTimeout(resolve, 100)),
    ]);
  }
  const { start } = await loadApp();
  await start(container, prerendered);
}

export {};
