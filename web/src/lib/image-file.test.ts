import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodesAsImage } from './image-file';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a picked file', () => {
  it('is a picture when the browser decodes it, and the decoded bitmap is let go', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ close })),
    );
    expect(await decodesAsImage(new Blob(['\xff\xd8'], { type: 'image/jpeg' }))).toBe(true);
    expect(close).toHaveBeenCalledOnce();
  });

  it('is not a picture when decoding fails, whatever its type says', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('The source image could not be decoded.'))),
    );
    expect(await decodesAsImage(new Blob(['not a photo'], { type: 'image/jpeg' }))).toBe(false);
  });
});
