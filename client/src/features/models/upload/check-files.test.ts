import { describe, expect, it } from 'vitest';
import { checkFiles, isAcceptedFormat } from './check-files';

const file = (name: string, type: string, mb = 1) => ({ name, type, size: mb * 1024 * 1024 });

describe('checking dropped files before upload', () => {
  it('accepts JPG, PNG, WEBP and HEIC, also a HEIC the browser gave no type', () => {
    expect(['a.jpg:image/jpeg', 'b.png:image/png', 'c.webp:image/webp', 'd.heic:image/heic', 'e.HEIC:'].map((s) => {
      const [name, type] = s.split(':');
      return isAcceptedFormat(file(name!, type!));
    })).toEqual([true, true, true, true, true]);
    expect(isAcceptedFormat(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isAcceptedFormat(file('anim.gif', 'image/gif'))).toBe(false);
  });

  it('refuses a wrong format or a file over the size limit one by one and keeps the rest', () => {
    const check = checkFiles([file('a.jpg', 'image/jpeg'), file('doc.pdf', 'application/pdf'), file('big.png', 'image/png', 16)], { existing: 0, maxMb: 15 });
    expect(check.problem).toBeUndefined();
    expect(check.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(check.refused.map((r) => [r.file.name, r.code])).toEqual([['doc.pdf', 'INVALID_FILE_FORMAT'], ['big.png', 'FILE_TOO_LARGE']]);
  });

  it('refuses the whole drop when it would take the model over 20 photos, and an empty drop', () => {
    const three = [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'), file('c.jpg', 'image/jpeg')];
    expect(checkFiles(three, { existing: 18, maxMb: 15 }).problem).toBe('TOO_MANY_FILES');
    expect(checkFiles(three, { existing: 17, maxMb: 15 }).accepted).toHaveLength(3);
    expect(checkFiles([], { existing: 0, maxMb: 15 }).problem).toBe('NO_FILES');
  });
});
