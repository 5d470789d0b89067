// The few parts of a prerendered public page that move, wired with plain DOM for a visitor who is not signed in, so
// such a page runs a few KiB of script instead of hydrating the whole app (issue #32; docs/public-site.md "Islands").
// Links, the language switch (client/language-switch.js, inlined) and the FAQ (all visible) are HTML. What is here:
// the colour theme toggle, the phone menu, the language links taking the page's query along, and the training time
// the server names (EngineCopy). Every other control (pricing's plans, its monthly/yearly switch, the purchase)
// belongs to the app: the first press of one loads the app, which hydrates the page as before, and the press is then
// repeated on the hydrated control. Before that, everything this file changed is put back as prerendered, so the
// hydration finds the HTML it expects (React does not correct attributes or text that differ while it hydrates).
// Nothing is imported: a module of the app's here would bring the app's chunks (and their preloads) to every page.
/** As client/src/config/storage-keys.ts names them (islands.test.ts compares). */
export const storageKeys = { token: 'kadr.token', theme: 'kadr.theme' } as const;

type Preference = 'light' | 'dark' | 'system';
const preferences: readonly Preference[] = ['light', 'dark', 'system'];
// As client/src/features/layout/theme-toggle.tsx draws them.
const icons: Record<Preference, string> = { light: '☀', dark: '☾', system: '◐' };

/** A control the app handles: its first press starts the app (links, the islands' own buttons excepted). */
const APP_CONTROL = 'button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"]';
/** A field a visitor types or picks in (a checkbox or a button is pressed: its click starts the app). */
const FIELD = 'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="image"]), select, textarea';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

/** Whether this browser holds a session: a signed-in visitor gets the app at once (their header, their tools). */
export function signedIn(): boolean {
  return read(storageKeys.token) !== null;
}

/** Undoes one change made to the prerendered DOM. */
type Undo = () => void;

function setAttr(element: Element, name: string, value: string | null, undo: Undo[]) {
  const before = element.getAttribute(name);
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
  undo.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
}

function setText(element: Element, text: string, undo: Undo[]) {
  const before = element.textContent ?? '';
  element.textContent = text;
  undo.push(() => (element.textContent = before));
}

function applyColorMode(preference: Preference) {
  const dark = preference === 'dark' || (preference === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Colour theme: light → dark → system, stored as the app stores it (lib/theme/color-mode.ts). */
function themeToggle(button: HTMLButtonElement, undo: Undo[]): Undo {
  const labels = JSON.parse(button.dataset.labels ?? '{}') as Partial<Record<Preference, string>>;
  const icon = button.querySelector('[aria-hidden="true"]');
  const show = (preference: Preference) => {
    const label = labels[preference];
    if (label) {
      setAttr(button, 'aria-label', label, undo);
      setAttr(button, 'title', label, undo);
    }
    if (icon) setText(icon, icons[preference], undo);
  };
  const stored = read(storageKeys.theme);
  let preference: Preference = stored === 'light' || stored === 'dark' ? stored : 'system';
  show(preference);
  setAttr(button, 'disabled', null, undo);
  const onClick = () => {
    preference = preferences[(preferences.indexOf(preference) + 1) % preferences.length]!;
    write(storageKeys.theme, preference);
    applyColorMode(preference);
    show(preference);
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}

/** The phone menu: shows the navigation and the tools it folds (client/src/features/layout/header.tsx). */
function menuToggle(button: HTMLButtonElement, undo: Undo[]): Undo {
  const parts = [...document.querySelectorAll<HTMLElement>('[data-menu-part]')];
  let open = false;
  setAttr(button, 'disabled', null, undo);
  const onClick = () => {
    open = !open;
    setAttr(button, 'aria-expanded', String(open), undo);
    setText(button, (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '', undo);
    for (const part of parts) {
      const before = part.style.display;
      part.style.display = open ? 'flex' : '';
      undo.push(() => (part.style.display = before));
    }
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}

interface Engine {
  generative: boolean;
  estimate: { minSeconds: number; maxSeconds: number };
}

/**
 * The training time in the FAQ's answer (features/models/training/engine-copy.tsx): the prerender leaves a
 * placeholder carrying the sentence in the page's language with the time left open; the server says which engine runs.
 */
function engineCopy(placeholders: HTMLElement[], undo: Undo[]) {
  if (placeholders.length === 0) return;
  fetch('/api/ai/engines', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ data: { training: Engine } }>) : Promise.reject(new Error(String(response.status)))))
    .then(
      ({ data: { training } }) => {
        const minutes = training.estimate.maxSeconds >= 120;
        const min = minutes ? Math.round(training.estimate.minSeconds / 60) : training.estimate.minSeconds;
        const max = minutes ? Math.round(training.estimate.maxSeconds / 60) : training.estimate.maxSeconds;
        for (const placeholder of placeholders) {
          if (!placeholder.isConnected) continue;
          const data = placeholder.dataset;
          const time = (minutes ? data.minutes : data.seconds)?.replace('%MIN%', String(min)).replace('%MAX%', String(max)) ?? '';
          const sentence = (training.generative && data.generative ? data.generative : data.text) ?? '';
          replace(placeholder, document.createTextNode(sentence.replace('%TIME%', time)), undo);
        }
      },
      // As the app does when the server cannot say: the sentence is left out.
      () => placeholders.forEach((placeholder) => placeholder.isConnected && replace(placeholder, document.createTextNode(''), undo)),
    );
}

function replace(node: Node, by: Node, undo: Undo[]) {
  node.parentNode?.replaceChild(by, node);
  undo.push(() => by.parentNode?.replaceChild(node, by));
}

/**
 * Wires the islands of the prerendered page in `container`; `startApp` hydrates the page (app/start.tsx), `loadApp`
 * only fetches its code (a hint that the visitor is about to press a control).
 */
export function startIslands(container: HTMLElement, loadApp: () => Promise<unknown>, startApp: () => Promise<void>) {
  const undo: Undo[] = [];
  const stops: Undo[] = [];
  const islands = new Set<Element>();
  for (const button of container.querySelectorAll<HTMLButtonElement>('button[data-island="theme"]')) {
    islands.add(button);
    stops.push(themeToggle(button, undo));
  }
  for (const button of container.querySelectorAll<HTMLButtonElement>('button[data-island="menu"]')) {
    islands.add(button);
    stops.push(menuToggle(button, undo));
  }
  // The other language's address with this page's query and hash (the prerendered link has neither).
  const kept = location.search + location.hash;
  if (kept) {
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
      setAttr(link, 'href', (link.getAttribute('href') ?? '').split(/[?#]/)[0] + kept, undo);
    }
  }
  engineCopy([...container.querySelectorAll<HTMLElement>('[data-engine-copy]')], undo);
  // The app's controls take presses (the prerender disables them until hydration): the first one starts the app.
  for (const fieldset of container.querySelectorAll('fieldset[data-until-hydrated][disabled]')) setAttr(fieldset, 'disabled', null, undo);

  const appControl = (target: EventTarget | null): HTMLElement | null => {
    const control = target instanceof Element ? target.closest<HTMLElement>(APP_CONTROL) : null;
    if (!control || !container.contains(control) || [...islands].some((island) => island.contains(control))) return null;
    return control.closest('a[href]') ? null : control;
  };
  let started: Promise<void> | null = null;
  const start = (replay: HTMLElement | null) => {
    // A field focused before: it is disabled again until the hydration, then focused back.
    const focused = replay ? null : document.activeElement instanceof HTMLElement && container.contains(document.activeElement) ? document.activeElement : null;
    started ??= (async () => {
      stops.forEach((stop) => stop());
      removeEventListener('click', onClick, true);
      removeEventListener('focusin', onFocus, true);
      removeEventListener('pointerover', onHint, true);
      removeEventListener('pointerdown', onHint, true);
      // Back to the prerendered DOM (last change first): the hydration then takes the page over as it was drawn.
      while (undo.length > 0) undo.pop()!();
      await startApp();
      // The app enables its controls in the render after the hydration (useHydrated): a frame or a few.
      for (let frames = 0; replay?.matches(':disabled') && frames < 300; frames++) await new Promise(requestAnimationFrame);
      if (replay?.isConnected) {
        replay.focus();
        replay.click();
      }
      for (let frames = 0; focused?.matches(':disabled') && frames < 300; frames++) await new Promise(requestAnimationFrame);
      if (focused?.isConnected) focused.focus();
    })();
  };
  // Capture phase on window: before anything else sees the press, which is kept from doing anything until the app
  // repeats it (a checkbox would tick, a form would submit).
  const onClick = (event: Event) => {
    const control = appControl(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    start(control);
  };
  // A keyboard visitor reaching a field: the app starts, and the focus stays where it is.
  const onFocus = (event: Event) => {
    const control = appControl(event.target);
    if (control?.matches(FIELD)) start(null);
  };
  let hinted = false;
  const onHint = (event: Event) => {
    if (hinted || !appControl(event.target)) return;
    hinted = true;
    void loadApp().catch(() => undefined);
  };
  addEventListener('click', onClick, true);
  addEventListener('focusin', onFocus, true);
  addEventListener('pointerover', onHint, true);
  addEventListener('pointerdown', onHint, true);
}
