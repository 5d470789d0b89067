// Walks a paged, perhaps virtualized, list in the browser (issue #32): scrolls it to its end as a user would, noting
// every item it passes by its place, so a test knows what the list held without counting tiles in the DOM (a
// virtualized grid keeps only the rows near the viewport there).
import { expect } from 'vitest';
import type { Page } from './browser';

type Locator = ReturnType<Page['locator']>;

/** How long a wait on the server may take on a busy machine (the next page of a list). */
const serverMs = 60_000;

export interface Seen {
  place: number;
  id: string;
}

/**
 * In the page, one step of a walk: the list's scrolling element (the nearest scrolling ancestor of its first item,
 * else the document) scrolled by `by` of its height ('top': to the top; null: not moved), frames waited for until
 * the rows now in view are drawn (a virtualized list), then the items in the DOM (place and id) and where the list
 * stands: at its bottom or not, and whether it shows the "load more" sentinel (it has more pages).
 */
async function step(scope: Element, [item, by]: [string, number | 'top' | null]) {
  let scroller: Element = document.scrollingElement!;
  for (let e: Element | null = scope.querySelector(item) ?? scope; e; e = e.parentElement) {
    const overflow = getComputedStyle(e).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && e.scrollHeight > e.clientHeight + 1) {
      scroller = e;
      break;
    }
  }
  if (by === 'top') scroller.scrollTop = 0;
  else if (by !== null) scroller.scrollTop += by * scroller.clientHeight;
  // Drawn: the items in the DOM cover the top and the bottom of the part of the list in view (a virtualized list
  // draws the rows now in view a frame or more after the scroll); a few seconds of frames at most, then read anyway.
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  await frame();
  const view = scroller === document.scrollingElement ? { top: 0, bottom: innerHeight } : scroller.getBoundingClientRect();
  for (let n = 0; n < 300; n++) {
    await frame();
    const drawn = [...scope.querySelectorAll(item)];
    if (drawn.length === 0) continue;
    // The list's own box: the nearest element holding the first and the last item drawn (a virtualized list's
    // box has the height of all its rows, drawn or not).
    let list: Element = drawn[0]!.parentElement!;
    while (!list.contains(drawn.at(-1)!) && list.parentElement) list = list.parentElement;
    const box = list.getBoundingClientRect();
    const top = Math.max(view.top, box.top);
    const bottom = Math.min(view.bottom, box.bottom);
    if (bottom <= top) break;
    const rects = drawn.map((e) => e.getBoundingClientRect());
    const covered = (y: number) => rects.some((r) => r.top <= y + 24 && r.bottom >= y - 24);
    if (covered(top) && covered(bottom)) break;
  }
  const items = [...scope.querySelectorAll(item)].map((e) => {
    const label = e.getAttribute('aria-label') ?? e.querySelector('input[type="checkbox"]')?.getAttribute('aria-label') ?? '';
    return { place: Number(/(\d+)\s*$/.exec(label)?.[1]), id: e.getAttribute('data-image-id')! };
  });
  return {
    items,
    height: scroller.scrollHeight,
    atBottom: scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2,
    loadMore: scope.querySelector('[data-testid="load-more"]') !== null,
  };
}

/**
 * Scrolls a paged (perhaps virtualized) list from its top to its end, nine tenths of a screen at a time (every row
 * is in view at one step or the next) and, at the bottom while the list has more, waiting for the next page to be
 * drawn. Every item passed is noted by its place (the number in its accessible name, or its checkbox's) and handed
 * to `onSeen` once, while it is in the DOM (its answer 'stop' ends the walk there, with no answer: the action
 * changed the list); `onStep` hears how many items were in the DOM at each step. Answers the ids by place, 1 to the
 * last; fails if a place was skipped or showed two images.
 */
export async function walk(
  page: Page,
  scope: Locator,
  {
    item = '[data-testid="library-image"]',
    onSeen,
    onStep,
  }: { item?: string; onSeen?: (seen: Seen, tile: Locator) => Promise<void | 'stop'>; onStep?: (drawn: number) => void } = {},
): Promise<string[]> {
  const byPlace = new Map<number, string>();
  const handle = (await scope.elementHandle())!;
  const move = (by: number | 'top' | null) => handle.evaluate(step, [item, by] as [string, number | 'top' | null]);
  let state = await move('top');
  for (let steps = 0; ; steps++) {
    if (steps > 2_000) throw new Error('the list never ended');
    let acted = false;
    onStep?.(state.items.length);
    for (const seen of state.items) {
      const known = byPlace.get(seen.place);
      if (known !== undefined) {
        expect(known, `place ${seen.place} shows another image than before`).toBe(seen.id);
        continue;
      }
      byPlace.set(seen.place, seen.id);
      if (!onSeen) continue;
      // 'stop': the action changed the list (an item left it); the places from here on are not the ones noted.
      const answer = await onSeen(seen, scope.locator(`${item}[data-image-id="${seen.id}"]`));
      if (answer === 'stop') return [];
      acted = true;
    }
    // An action may have scrolled (to reveal its item) or changed the page: read where the list stands again.
    if (acted) state = await move(null);
    else if (state.atBottom && !state.loadMore) break;
    else if (state.atBottom) {
      // The sentinel is in view: the next page is asked for; wait until it is drawn (the list grows) or was the last.
      await page.waitForFunction(
        ([el, it, height]) => {
          let scroller: Element = document.scrollingElement!;
          for (let e: Element | null = el.querySelector(it) ?? el; e; e = e.parentElement) {
            const overflow = getComputedStyle(e).overflowY;
            if ((overflow === 'auto' || overflow === 'scroll') && e.scrollHeight > e.clientHeight + 1) {
              scroller = e;
              break;
            }
          }
          return scroller.scrollHeight > height || !el.querySelector('[data-testid="load-more"]');
        },
        [handle, item, state.height] as const,
        { timeout: serverMs },
      );
      state = await move(null);
    } else state = await move(0.9);
  }
  const places = [...byPlace.keys()].sort((a, b) => a - b);
  expect(places[0], 'the first place').toBe(1);
  expect(places.length, `places seen: ${places.length}, the last ${places.at(-1)}`).toBe(places.at(-1));
  return places.map((p) => byPlace.get(p)!);
}
