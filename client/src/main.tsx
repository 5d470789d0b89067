// The page's entry, kept tiny: a prerendered page is painted before the app's code is even asked for, so the
// scripts never hold up the first paint (they only make the page interactive, app/start.tsx). The private screens
// (an empty #root) start at once.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const prerendered = container.firstElementChild !== null;

if (prerendered) {
  // After the next frame is drawn (a hidden tab draws none: it starts after a moment instead).
  await Promise.race([
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    new Promise<void>((resolve) => setTimeout(resolve, 100)),
  ]);
}
const { start } = await import('./app/start');
await start(container, prerendered);

export {};
