import { describe, expect, it } from 'vitest';
import { attachmentName } from './attachment-name';

describe('attachmentName', () => {
  it('prefers the exact UTF-8 name', () => {
    expect(attachmentName(`attachment; filename="zdj_cie.jpg"; filename*=UTF-8''zdj%C4%99cie.jpg`, 'x')).toBe('zdjęcie.jpg');
  });

  it('reads a plain quoted or bare name', () => {
    expect(attachmentName('attachment; filename="kadr-photos-2025-01-31.zip"', 'x')).toBe('kadr-photos-2025-01-31.zip');
    expect(attachmentName('attachment; filename=kadr-1a2b3c4d.jpg', 'x')).toBe('kadr-1a2b3c4d.jpg');
  });

  it('falls back without a header or a name', () => {
    expect(attachmentName(null, 'kadr-photos.zip')).toBe('kadr-photos.zip');
    expect(attachmentName('attachment', 'kadr-photos.zip')).toBe('kadr-photos.zip');
    expect(attachmentName(`attachment; filename*=UTF-8''%E0%A4%A`, 'fallback.zip')).toBe('fallback.zip');
  });
});
