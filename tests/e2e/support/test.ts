// Playwright's `test`, with each test's browser speaking from its own client address. The e2e server
// trusts X-Forwarded-For (as behind the production proxy), and the abuse limits count per address
// (sign-ins, sign-ups, invite checks): one address for the whole suite would trip them the way one
// crowded bar's Wi-Fi would not, and fail tests that did nothing wrong.
import { randomBytes } from 'node:crypto';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, use) => {
    const [a, b] = randomBytes(2);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${a}.${b}` });
    await use(context);
  },
});
