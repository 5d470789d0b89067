import { describe, expect, it } from 'vitest';
import { renderStylePreview } from '@kadr/workflows/inference/local/style-preview';
import { renderStylePreviewOffThread, stylePreviewProcesses } from './style-preview-pool';

describe('style previews drawn in the preview process', () => {
  it('are the very JPEG the renderer draws here, drawn by another process', async () => {
    expect(stylePreviewProcesses()).toEqual([]);
    const [elsewhere, here] = [await renderStylePreviewOffThread('professional'), await renderStylePreview('professional')];
    expect(Buffer.isBuffer(elsewhere)).toBe(true);
    expect(elsewhere.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(elsewhere.equals(here)).toBe(true);
    const [pid] = stylePreviewProcesses();
    expect(pid).toEqual(expect.any(Number));
    expect(pid).not.toBe(process.pid);
  });

  it("fail with the renderer's message for a style that does not exist", async () => {
    await expect(renderStylePreviewOffThread('no-such-style')).rejects.toThrow(/no-such-style/);
  });
});
