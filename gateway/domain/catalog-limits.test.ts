import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerFromToken } from '../auth/sessions';
import { RateLimitedError } from '../errors';
import { RATE_LIMITS } from '../rate-limit';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { createIngredient } from './ingredients';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('catalogue writes', () => {
  it('are limited per member, so a script cannot flood the database, while other members go on', async () => {
    const viewer = (await viewerFromToken(gw.services, gw.sessions, (await gw.signedInMember()).token))!;
    const other = (await viewerFromToken(gw.services, gw.sessions, (await gw.signedInMember()).token))!;
    const { points } = RATE_LIMITS.catalogWritesPerMember;
    for (let i = 0; i < points; i++)
      await createIngredient(gw.services, viewer, { name: `Limit Test Tincture ${i}`, category: 'other', description: null });
    await expect(createIngredient(gw.services, viewer, { name: 'One Too Many', category: 'other', description: null })).rejects.toThrow(
      RateLimitedError,
    );
    expect(await gw.prisma.ingredient.count({ where: { name: 'One Too Many' } })).toBe(0);
    await expect(
      createIngredient(gw.services, other, { name: 'Someone Else’s Syrup', category: 'syrup', description: null }),
    ).resolves.toBeGreaterThan(0);
  });
});
