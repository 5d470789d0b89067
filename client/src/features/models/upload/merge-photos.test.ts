import { describe, expect, it } from 'vitest';
import type { ModelPhoto } from '../api/models-rest';
import { mergePhotos } from './merge-photos';

const photo = (id: string, verdict: ModelPhoto['verdict'] = 'accepted'): ModelPhoto => ({
  id,
  original_name: `${id}.jpg`,
  verdict,
  usable: verdict !== 'rejected',
  duplicate_of: null,
  quality_score: 0.9,
  reasons: [],
  thumbnail_url: null,
  purged: false,
});
const ids = (photos: ModelPhoto[]) => photos.map((p) => `${p.id}:${p.verdict}`);

describe('merging the photos of side-by-side uploads', () => {
  it("adds only the answer's own photos; one another upload stored waits for that upload's answer", () => {
    // Upload A answers after upload B's photo was stored: the list holds a, b and the older x.
    const afterA = mergePhotos([photo('x')], [photo('x'), photo('a'), photo('b')], new Set(), new Set(['a']));
    expect(ids(afterA)).toEqual(['x:accepted', 'a:accepted']);
    // B answers (its card leaves in the same render): now b is shown, once.
    const afterB = mergePhotos(afterA, [photo('x'), photo('a'), photo('b')], new Set(), new Set(['b']));
    expect(ids(afterB)).toEqual(['x:accepted', 'a:accepted', 'b:accepted']);
  });

  it('takes the newer state of known photos, keeps those the answer does not list yet, and drops removed ones', () => {
    const merged = mergePhotos([photo('x'), photo('y'), photo('z')], [photo('x', 'warning'), photo('n')], new Set(['z']), new Set(['n']));
    expect(ids(merged)).toEqual(['y:accepted', 'x:warning', 'n:accepted']);
  });

  it('takes a shown photo that became a repeat, or stopped being one, from the newer answer', () => {
    const repeat = { ...photo('b'), usable: false, duplicate_of: { id: 'a', original_name: 'a.jpg' } };
    const [marked] = mergePhotos([photo('b')], [repeat], new Set(), new Set());
    expect(marked).toMatchObject({ usable: false, duplicate_of: { id: 'a', original_name: 'a.jpg' } });
    // Its original removed here: the removal's answer lists it as counting again.
    const freed = mergePhotos([photo('a'), repeat], [photo('b')], new Set(['a']), new Set());
    expect(freed).toMatchObject([{ id: 'b', usable: true, duplicate_of: null }]);
  });

  it('keeps a shown photo (the same object, its thumbnail URL) when an answer signs its URL anew, and takes what changed', () => {
    const shown = { ...photo('x'), thumbnail_url: '/files/x-thumb.jpg?exp=1&sig=a' };
    const resigned = { ...photo('x'), thumbnail_url: '/files/x-thumb.jpg?exp=2&sig=b' };
    const [same] = mergePhotos([shown], [resigned], new Set(), new Set());
    expect(same).toBe(shown);
    const [changed] = mergePhotos([shown], [{ ...resigned, verdict: 'warning' }], new Set(), new Set());
    expect(changed).toMatchObject({ verdict: 'warning', thumbnail_url: '/files/x-thumb.jpg?exp=1&sig=a' });
    // A purged photo has no thumbnail any more, and one that had none yet gets the new one.
    const [purged] = mergePhotos([shown], [{ ...resigned, purged: true, thumbnail_url: null }], new Set(), new Set());
    expect(purged!.thumbnail_url).toBeNull();
    const [late] = mergePhotos([{ ...photo('y'), thumbnail_url: null }], [{ ...photo('y'), thumbnail_url: '/files/y.jpg' }], new Set(), new Set());
    expect(late!.thumbnail_url).toBe('/files/y.jpg');
  });
});
