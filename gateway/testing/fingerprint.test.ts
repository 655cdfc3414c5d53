// The fingerprint the "bad input changes nothing" tests compare: it must move with any change to any
// row, and only then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from './fingerprint';
import { setupTestGateway, type TestGateway } from './harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('databaseFingerprint', () => {
  it('stays the same while nothing is written, and moves with an insert, an update of one column, a rewrite of the same values and a delete', async () => {
    const fingerprint = () => databaseFingerprint(gw.prisma);
    const start = await fingerprint();
    expect(await fingerprint()).toEqual(start);

    const made = await gw.prisma.ingredient.create({ data: { name: 'Fingerprint Bitters', nameSearch: 'fingerprint bitters' } });
    const inserted = await fingerprint();
    expect(inserted.ingredients).not.toBe(start.ingredients);

    await gw.prisma.ingredient.update({ where: { id: made.id }, data: { abv: 44.5 } });
    const updated = await fingerprint();
    expect(updated.ingredients).not.toBe(inserted.ingredients);

    // A write of the same values is a write too: a refused call makes none.
    await gw.prisma.ingredient.update({ where: { id: made.id }, data: { abv: 44.5 } });
    expect((await fingerprint()).ingredients).not.toBe(updated.ingredients);

    // The same rows again, the table's value again.
    await gw.prisma.ingredient.delete({ where: { id: made.id } });
    expect((await fingerprint()).ingredients).toBe(start.ingredients);
  });
});
