import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { injectPrecache, precacheOf } from './vite-service-worker';

describe("the service worker's precache list", () => {
  it('names every emitted script, style and asset of the build, without source maps or index.html', () => {
    const { files } = precacheOf(
      ['index.html', 'assets/index-abc.js', 'assets/index-abc.js.map', 'assets/index-def.css', 'assets/FeedPage-123.js'],
      ['/favicon.svg'],
    );
    expect(files).toEqual(['/assets/FeedPage-123.js', '/assets/index-abc.js', '/assets/index-def.css', '/favicon.svg']);
  });

  it("leaves out the build's brotli and gzip copies: the server sends them in place of the file", () => {
    const { files } = precacheOf(['assets/index-abc.js', 'assets/index-abc.js.br', 'assets/index-abc.js.gz', 'index.html.br'], []);
    expect(files).toEqual(['/assets/index-abc.js']);
  });

  it('changes its version when a file changes, and only then', () => {
    const a = precacheOf(['assets/index-abc.js']);
    expect(precacheOf(['assets/index-abc.js']).version).toBe(a.version);
    expect(precacheOf(['assets/index-abd.js']).version).not.toBe(a.version);
  });

  it("is written into web/public/sw.js's marked line", () => {
    const source = readFileSync(new URL('../web/public/sw.js', import.meta.url), 'utf8');
    const built = injectPrecache(source, { version: 'v1', files: ['/assets/a.js'] });
    expect(built).toContain('const PRECACHE = {"version":"v1","files":["/assets/a.js"]};');
    expect(() => injectPrecache('const PRECACHE = {};', { version: 'v1', files: [] })).toThrow(/marker/);
  });
});
