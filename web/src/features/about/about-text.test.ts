import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECIPE_SOURCE, versionText } from './about-text';

const repo = new URL('../../../../', import.meta.url);

describe('the About page', () => {
  it('serves the licence of the seeded recipes exactly as published with them', () => {
    const served = readFileSync(new URL(`web/public${RECIPE_SOURCE.licenceUrl}`, repo), 'utf8');
    const original = readFileSync(new URL('prisma/seed/data/bar-assistant/LICENSE', repo), 'utf8');
    expect(served).toBe(original);
    expect(served).toMatch(/^MIT License/);
  });

  it('names the version', () => {
    const { version } = JSON.parse(readFileSync(new URL('package.json', repo), 'utf8'));
    expect(versionText(version)).toBe(`Version ${version}`);
    expect(versionText(undefined)).toBe('Development build');
  });
});
