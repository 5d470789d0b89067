// A library of 500 images in Chromium, EN and PL (issue #32): My photos scrolled to its end a page at a time, a
// selection made on the first page and on a later one deleted in one go, favorites made on far pages and the
// favorites list scrolled to its end, and a collection filled from several pages through its picker. The grids may
// be virtualized (only the rows near the viewport in the DOM): the test never counts tiles in the DOM, it scrolls
// until the list says it has no more, notes every tile it passes by its place ("Photo 123"), acts on tiles as they
// come into view, and checks the outcome in the screen's own counts, through the GraphQL API and in the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { loadEnv } from '@kadr/core/env';
import { imageKeys } from '@kadr/core/media/media-keys';
import { createObjectStore } from '@kadr/core/object-store/create-object-store';
import { expectHeading, freshEmail, restData, screenshot, startE2e, toast, type E2e, type Lang, type Page } from '../support/browser';
import { signedInPage, type Session } from '../support/e2e-users';
import { cloneTestDatabase, seedLibrary, type SeededLibrary } from '../support/seed-library';
import { walk } from '../support/walk-list';
import { answered } from '../support/graphql-answers';

const SIZE = 500;
/** The server's default page: place n is on page ceil(n / 50). */
const PAGE = 50;
/** Every ninth image (the newest first) is a favorite from the start: 56 of them, two pages of favorites. */
const FAVORITE_EVERY = 9;

let e2e: E2e;
let db: Awaited<ReturnType<typeof cloneTestDatabase>>;
let dataDir: string;
let store: ReturnType<typeof createObjectStore>;
const users = {} as Record<Lang, { session: Session; userId: string; library: SeededLibrary; seedMs: number }>;

beforeAll(async () => {
  db = await cloneTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'kadr-at-size-'));
  e2e = await startE2e({ REQUIRE_EMAIL_CONFIRMATION: 'false', DATABASE_URL: db.url, DATA_DIR: dataDir });
  // The store the server writes to: its own configuration (the local store under DATA_DIR).
  store = createObjectStore(loadEnv({ NODE_ENV: 'development', DATABASE_URL: db.url, DATA_DIR: dataDir, PUBLIC_URL: e2e.url, LOG_LEVEL: 'silent' }));
  for (const lang of ['en', 'pl'] as const) {
    const registered = await restData(e2e.url, '/api/auth/register', { method: 'POST', body: { email: freshEmail(`at-size-${lang}`), password: 'sekret-123', fullName: 'Ewa Zając', locale: lang } });
    const userId = registered.user.id as string;
    const started = performance.now();
    const library = await seedLibrary({ databaseUrl: db.url, store, userId, count: SIZE, favoriteEvery: FAVORITE_EVERY });
    users[lang] = { session: { token: registered.token, refreshToken: registered.refreshToken }, userId, library, seedMs: performance.now() - started };
  }
  console.log(`seeded ${SIZE} images per user in ${users.en.seedMs.toFixed(0)} ms (en), ${users.pl.seedMs.toFixed(0)} ms (pl)`);
}, 180_000);

afterAll(async () => {
  await e2e?.close();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Polish nouns after a number: one, few (2–4, not 12–14), many. */
const plPlural = (n: number, one: string, few: string, many: string) => {
  const rule = new Intl.PluralRules('pl').select(n);
  return rule === 'one' ? one : rule === 'few' ? few : many;
};

/** The texts of these flows per language (the locale files' wording). */
const x = {
  en: {
    myPhotos: { path: '/en/my-photos', title: 'My photos' },
    favorites: { path: '/en/favorites', title: 'Favorites' },
    selectMode: 'Select',
    selectAll: 'Select all',
    selectNone: 'Select none',
    selected: (n: number) => (n === 0 ? 'No photos selected' : `${n} ${n === 1 ? 'photo' : 'photos'} selected`),
    delete: 'Delete',
    deleteTitle: (n: number) => `Delete ${n} photos?`,
    deleteConfirm: 'Delete photos',
    deleted: (n: number) => `${n} photos deleted.`,
    addFavorite: 'Add to favorites',
    removeFavorite: 'Remove from favorites',
    collectionsTab: 'Collections',
    newCollection: 'New collection',
    name: 'Name',
    createCollection: 'Create collection',
    collectionName: 'Across the pages',
    addPhotos: 'Add photos',
    pickerTitle: 'Add photos to the collection',
    myPhotosSource: 'My photos',
    addN: (n: number) => `Add ${n} photos`,
    inCollection: 'In collection',
    count: (n: number) => `${n} photos`,
    allCollections: 'All collections',
    galleryPath: '/en/gallery',
    allLoaded: (n: number) => `All ${n} photos loaded`,
  },
  pl: {
    myPhotos: { path: '/pl/moje-zdjecia', title: 'Moje zdjęcia' },
    favorites: { path: '/pl/ulubione', title: 'Ulubione' },
    selectMode: 'Zaznacz',
    selectAll: 'Zaznacz wszystkie',
    selectNone: 'Odznacz wszystkie',
    selected: (n: number) => (n === 0 ? 'Nie zaznaczono zdjęć' : `Zaznaczono ${n} ${plPlural(n, 'zdjęcie', 'zdjęcia', 'zdjęć')}`),
    delete: 'Usuń',
    deleteTitle: (n: number) => `Usunąć ${n} ${plPlural(n, 'zdjęcie', 'zdjęcia', 'zdjęć')}?`,
    deleteConfirm: 'Usuń zdjęcia',
    deleted: (n: number) => `Usunięto ${n} ${plPlural(n, 'zdjęcie', 'zdjęcia', 'zdjęć')}.`,
    addFavorite: 'Dodaj do ulubionych',
    removeFavorite: 'Usuń z ulubionych',
    collectionsTab: 'Kolekcje',
    newCollection: 'Nowa kolekcja',
    name: 'Nazwa',
    createCollection: 'Utwórz kolekcję',
    collectionName: 'Przez wszystkie strony',
    addPhotos: 'Dodaj zdjęcia',
    pickerTitle: 'Dodaj zdjęcia do kolekcji',
    myPhotosSource: 'Moje zdjęcia',
    addN: (n: number) => `Dodaj ${n} ${plPlural(n, 'zdjęcie', 'zdjęcia', 'zdjęć')}`,
    inCollection: 'W kolekcji',
    count: (n: number) => `${n} ${plPlural(n, 'zdjęcie', 'zdjęcia', 'zdjęć')}`,
    allCollections: 'Wszystkie kolekcje',
    galleryPath: '/pl/galeria',
    allLoaded: (n: number) => `Wczytano wszystkie ${n} ${plPlural(n, 'zdjęcie', 'zdjęcia', 'zdjęć')}`,
  },
} as const;

/** One answer of the server on a busy machine can take many seconds; a wait on it fails only after this. */
const serverMs = 60_000;
const render = { timeout: 15_000 };


/** The GraphQL API as a script uses it, with the page's own session (the app may have refreshed it). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('kadr.token'));
  const res = await fetch(`${e2e.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/** Every id of a connection (generatedImages or favorites), walked 100 at a time, and its totalCount. */
async function apiList(page: Page, field: 'generatedImages' | 'favorites'): Promise<{ ids: string[]; totalCount: number }> {
  const ids: string[] = [];
  let after: string | null = null;
  let totalCount = -1;
  for (;;) {
    const data: Record<string, { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; totalCount: number }> = await graphql(
      page,
      `query List($first: Int, $after: String) { ${field}(first: $first, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } totalCount } }`,
      { first: 100, after },
    );
    const conn = data[field]!;
    ids.push(...conn.edges.map((e) => e.node.id));
    totalCount = conn.totalCount;
    if (!conn.pageInfo.hasNextPage) return { ids, totalCount };
    after = conn.pageInfo.endCursor;
  }
}

async function sql<R extends pg.QueryResultRow>(text: string, params: unknown[]): Promise<R[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}

const pageOf = (place: number) => Math.ceil(place / PAGE);

describe.each(['en', 'pl'] as const)('a library of 500 images in %s', (lang) => {
  const l = x[lang];
  /** The user's images newest first as they stand (deleted ones taken out as the test deletes them). */
  let live: string[];
  let favorites: string[];
  let page: Page;
  let close: () => Promise<void>;
  let problems: () => string[];

  beforeAll(async () => {
    live = [...users[lang].library.ids];
    favorites = [...users[lang].library.favoriteIds];
    ({ page, close, problems } = await signedInPage(e2e, lang, users[lang].session));
  });
  afterAll(() => close?.());
  // A failed step says more with where the page was, what the browser logged and what the server said.
  beforeEach(({ task }) => {
    onTestFailed(async () => {
      console.log(`[${task.name}] page at ${page.url()}; browser problems: ${JSON.stringify(problems())}\nserver output (end): ${e2e.server.output().slice(-3000)}`);
      await screenshot(page, `library-at-size-failed-${lang}`).catch(() => undefined);
    });
  });

  const myPhotos = () => page.locator('main');

  /** Deletes the selected images `ids` through the selection bar and its confirmation. */
  async function deleteSelected(ids: string[]) {
    await expect.poll(() => page.getByTestId('selected-count').innerText(), render).toBe(l.selected(ids.length));
    await page.getByRole('button', { name: l.delete, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: l.deleteTitle(ids.length) });
    await confirm.waitFor();
    await answered(page, 'DeleteImages', () => confirm.getByRole('button', { name: l.deleteConfirm, exact: true }).click());
    await toast(page, l.deleted(ids.length)).waitFor(render);
    live = live.filter((id) => !ids.includes(id));
    favorites = favorites.filter((id) => !ids.includes(id));
  }

  /**
   * My photos opened, the select mode on, walked with the images of `ids` checked as they come into view, and those
   * deleted: 'at the end' once the list has been scrolled to its end (`again`: then walked once more, the deleted
   * images gone from the pages already loaded), 'midway' as soon as the last of them is checked, with pages still
   * to come (then scrolled to its end: the pages after come as they should, nothing skipped or twice).
   */
  async function selectAndDelete(ids: string[], when: 'at the end' | 'midway', again = false) {
    await answered(page, 'MyPhotos', () => page.goto(l.myPhotos.path));
    await expectHeading(page, l.myPhotos.title);
    await page.getByRole('button', { name: l.selectMode, exact: true }).click();
    const pending = new Set(ids);
    let drawn = 0;
    const shown = await walk(page, myPhotos(), {
      onStep: (n) => (drawn = Math.max(drawn, n)),
      onSeen: async ({ id }, tile) => {
        if (!pending.delete(id)) return;
        await tile.getByRole('checkbox').check();
        if (when === 'midway' && pending.size === 0) {
          await deleteSelected(ids);
          return 'stop';
        }
      },
    });
    expect(pending.size, 'targets never seen').toBe(0);
    const listEnd = page.getByTestId('list-end');
    if (when === 'at the end') {
      // Every image reachable by scrolling, in order, the oldest last, and the list's end says how many; the
      // selection made on several pages whole.
      expect(shown).toEqual(live);
      expect(await listEnd.innerText()).toBe(l.allLoaded(live.length));
      // Virtualized: only the rows near the viewport were ever in the page (about ten rows of six), never the 500.
      expect(drawn).toBeLessThan(120);
      await deleteSelected(ids);
      await expect.poll(() => listEnd.innerText(), render).toBe(l.allLoaded(live.length));
      if (again) expect(await walk(page, myPhotos())).toEqual(live);
    } else {
      expect(await walk(page, myPhotos())).toEqual(live);
      expect(await listEnd.innerText()).toBe(l.allLoaded(live.length));
    }

    // The screen's count: "select all" takes every image the list holds now that it has been read to its end.
    await expect.poll(() => page.getByTestId('selected-count').innerText(), render).toBe(l.selected(0));
    await page.getByRole('button', { name: l.selectAll, exact: true }).click();
    await expect.poll(() => page.getByTestId('selected-count').innerText(), render).toBe(l.selected(live.length));
    await page.getByRole('button', { name: l.selectNone, exact: true }).click();
    await expect.poll(() => page.getByTestId('selected-count').innerText(), render).toBe(l.selected(0));

    // The API and the database agree: exactly those gone, none of the others.
    const api = await apiList(page, 'generatedImages');
    expect(api.totalCount).toBe(live.length);
    expect(api.ids).toEqual(live);
    const rows = await sql<{ id: string; deleted: boolean }>('SELECT id, deleted_at IS NOT NULL AS deleted FROM generated_images WHERE user_id = $1', [users[lang].userId]);
    const deletedNow = new Set(users[lang].library.ids.filter((id) => !live.includes(id)));
    expect(rows).toHaveLength(SIZE);
    for (const row of rows) expect(row.deleted, `image ${row.id}`).toBe(deletedNow.has(row.id));
    // And the store: the deleted images' files gone, every other image's two files kept.
    const userId = users[lang].userId;
    const keys = (await store.list(`users/${userId}/images/`)).map((o) => o.key).sort();
    expect(keys).toEqual(live.flatMap((id) => Object.values(imageKeys(userId, id))).sort());
  }

  it('scrolls My photos to the end and deletes a selection made on pages 1 and 8, again after a reload, and midway', { timeout: 240_000 }, async () => {
    const ids = users[lang].library.ids;
    // Places 1–3 (the first a favorite) and 360, 375, 399 (page 8).
    const first = [1, 2, 3, 360, 375, 399].map((place) => ids[place - 1]!);
    expect(first.slice(3).map((id) => pageOf(ids.indexOf(id) + 1))).toEqual([8, 8, 8]);
    await selectAndDelete(first, 'at the end', true);
    // Again, after a reload: one from page 2, and the oldest image (the last place of the last page).
    await selectAndDelete([ids[60]!, ids[SIZE - 1]!], 'at the end');
    // And deleted before the list is read to its end: places 6 and 72 (pages 1 and 2, after the deletes above).
    const midway = [ids[8]!, ids[75]!];
    expect(midway.map((id) => pageOf(live.indexOf(id) + 1))).toEqual([1, 2]);
    await selectAndDelete(midway, 'midway');
    expect(live).toHaveLength(SIZE - 10);
    // The gallery reports the library's total (the server's count) with its first page.
    await page.goto(l.galleryPath);
    await expect.poll(() => page.getByTestId('your-gallery').getByTestId('gallery-photos-count').innerText(), { timeout: serverMs }).toBe(l.count(SIZE - 10));
    expect(problems()).toEqual([]);
  });

  it('favorites images on far pages, scrolls Favorites to its end, unfavorites one from its second page, then two across its pages', { timeout: 240_000 }, async () => {
    const ids = users[lang].library.ids;
    // Images of pages 1, 3 and 10 that are no favorites yet.
    const picks = [5, 131, 471].map((place) => ids[place - 1]!);
    for (const id of picks) expect(favorites).not.toContain(id);
    await answered(page, 'MyPhotos', () => page.goto(l.myPhotos.path));
    await expectHeading(page, l.myPhotos.title);
    const pending = new Set(picks);
    await walk(page, myPhotos(), {
      onSeen: async ({ id }, tile) => {
        if (!pending.delete(id)) return;
        await answered(page, 'AddFavorite', () => tile.getByRole('button', { name: l.addFavorite }).click());
        await expect.poll(() => tile.getByRole('button', { name: l.removeFavorite }).getAttribute('aria-pressed'), render).toBe('true');
      },
    });
    expect(pending.size, 'targets never seen').toBe(0);
    // The most recently favorited first: the three just made (the last first), then the seeded ones.
    favorites = [...picks].reverse().concat(favorites);
    expect(favorites.length).toBeGreaterThan(PAGE);

    await answered(page, 'Favorites', () => page.goto(l.favorites.path));
    await expectHeading(page, l.favorites.title);
    const tab = page.getByTestId('favorites-tab');
    expect(await walk(page, tab)).toEqual(favorites);
    expect(await tab.getByTestId('list-end').innerText()).toBe(l.allLoaded(favorites.length));

    // One from the second page of favorites, unfavorited with its heart.
    const place = PAGE + 4;
    const doomed = favorites[place - 1]!;
    let done = false;
    await walk(page, tab, {
      onSeen: async ({ id }, tile) => {
        if (id !== doomed) return;
        done = true;
        await answered(page, 'RemoveFavorite', () => tile.getByRole('button', { name: l.removeFavorite }).click());
        return 'stop';
      },
    });
    expect(done).toBe(true);
    favorites = favorites.filter((id) => id !== doomed);
    // Off the list on screen, off the list the server gives, off the table; and the same after a reload.
    await expect.poll(() => walk(page, tab), { timeout: serverMs }).toEqual(favorites);
    const api = await apiList(page, 'favorites');
    expect(api.ids).toEqual(favorites);
    expect(api.totalCount).toBe(favorites.length);
    const rows = await sql<{ image_id: string }>('SELECT image_id FROM favorites WHERE user_id = $1', [users[lang].userId]);
    expect(rows.map((r) => r.image_id).sort()).toEqual([...favorites].sort());
    await answered(page, 'Favorites', () => page.reload());
    expect(await walk(page, tab)).toEqual(favorites);

    // Again, with a selection across both pages of favorites: places 2 and 52 taken off in one go.
    const unpicked = [favorites[1]!, favorites[PAGE + 1]!];
    const bar = page.getByTestId('selection-bar');
    await bar.getByRole('button', { name: l.selectMode, exact: true }).click();
    const toUncheck = new Set(unpicked);
    await walk(page, tab, {
      onSeen: async ({ id }, tile) => {
        if (toUncheck.delete(id)) await tile.getByRole('checkbox').check();
      },
    });
    expect(toUncheck.size, 'targets never seen').toBe(0);
    await expect.poll(() => page.getByTestId('selected-count').innerText(), render).toBe(l.selected(2));
    await bar.getByRole('button', { name: l.removeFavorite }).click();
    favorites = favorites.filter((id) => !unpicked.includes(id));
    await expect.poll(async () => (await apiList(page, 'favorites')).ids, { timeout: serverMs }).toEqual(favorites);
    await expect.poll(() => walk(page, tab), { timeout: serverMs }).toEqual(favorites);
    await answered(page, 'Favorites', () => page.reload());
    expect(await walk(page, tab)).toEqual(favorites);
    expect(problems()).toEqual([]);
  });

  it('fills a collection from several pages of its picker, twice', { timeout: 240_000 }, async () => {
    const ids = users[lang].library.ids;
    await answered(page, 'Collections', () => page.goto(`${l.favorites.path}?tab=collections`));
    await page.getByRole('button', { name: l.newCollection }).first().click();
    const form = page.getByRole('dialog', { name: l.newCollection });
    await form.getByLabel(l.name).fill(l.collectionName);
    await answered(page, ['CreateCollection', 'Collection'], () => form.getByRole('button', { name: l.createCollection }).click());
    const view = page.getByTestId('collection-view');
    await view.getByRole('heading', { name: l.collectionName }).waitFor();
    const collectionId = new URL(page.url()).searchParams.get('collection')!;
    expect(collectionId).toBeTruthy();

    /** Opens the picker on My photos, walks it to its end picking `picks` as they show, and adds them. */
    const addThroughPicker = async (picks: string[], inside: string[]) => {
      await view.getByRole('button', { name: l.addPhotos, exact: true }).click();
      const picker = page.getByRole('dialog', { name: l.pickerTitle });
      // (The first time My photos is read for it; later from the cache, all its pages that were read.)
      await picker.getByRole('tab', { name: l.myPhotosSource }).click();
      // The picker's tabs stay mounted once opened: its My photos panel.
      const panel = picker.getByRole('tabpanel', { name: l.myPhotosSource });
      await panel.getByTestId('image-picker').waitFor();
      const pending = new Set(picks);
      const shown = await walk(page, panel, {
        item: 'li[data-image-id]',
        onSeen: async ({ id }, tile) => {
          const box = tile.getByRole('checkbox');
          if (inside.includes(id)) {
            // Already in the collection: marked, and not to be picked again.
            expect(await box.isDisabled()).toBe(true);
            expect(await tile.innerText()).toContain(l.inCollection);
          }
          if (pending.delete(id)) await box.check();
        },
      });
      // The picker pages to the very end of My photos as well.
      expect(shown).toEqual(live);
      expect(pending.size, 'picks never seen').toBe(0);
      await answered(page, ['AddToCollection'], () => picker.getByRole('button', { name: l.addN(picks.length) }).click());
      await picker.waitFor({ state: 'detached' });
    };

    const items = async () => (await sql<{ image_id: string }>('SELECT image_id FROM collection_items WHERE collection_id = $1 ORDER BY position', [collectionId])).map((r) => r.image_id);
    const viewIds = () => view.getByTestId('library-image').evaluateAll((els) => els.map((e) => e.getAttribute('data-image-id')));
    const card = async (count: number, cover: string) => {
      // The list is not read again (unless its last read is over 60 s old): the new collection was put on top of its
      // loaded page, and the add's answer updated its count and cover in the cache.
      await page.getByRole('button', { name: l.allCollections }).click();
      const found = page.getByRole('listitem', { name: l.collectionName });
      await expect.poll(() => found.getByTestId('collection-count').innerText(), render).toBe(l.count(count));
      // The newest collection heads the list.
      expect(await page.getByTestId('collection-card').first().getAttribute('aria-label')).toBe(l.collectionName);
      // The cover is the first item's thumbnail.
      expect(await found.locator('img').getAttribute('src')).toContain(`${cover}-thumb`);
    };

    // Pages 1, 4 and 10 of My photos (none deleted above).
    const first = [8, 161, 481].map((place) => ids[place - 1]!);
    for (const id of first) expect(live).toContain(id);
    await addThroughPicker(first, []);
    await expect.poll(viewIds, render).toEqual(first);
    expect(await items()).toEqual(first);
    await card(3, first[0]!);

    // Again: the three inside are marked in the picker; two more from pages 6 and 9.
    // (Read from the cache: the collection was read when it was created, and the add updated it.)
    await page.getByRole('listitem', { name: l.collectionName }).getByRole('button').first().click();
    await view.getByRole('heading', { name: l.collectionName }).waitFor();
    const second = [251, 441].map((place) => ids[place - 1]!);
    await addThroughPicker(second, first);
    await expect.poll(viewIds, render).toEqual([...first, ...second]);
    expect(await items()).toEqual([...first, ...second]);
    const api = await graphql<{ collection: { itemCount: number; items: { id: string }[] } }>(page, 'query One($id: ID!) { collection(id: $id) { itemCount items { id } } }', { id: collectionId });
    expect(api.collection.itemCount).toBe(5);
    expect(api.collection.items.map((i) => i.id)).toEqual([...first, ...second]);
    await card(5, first[0]!);
    expect(problems()).toEqual([]);
  });
});
