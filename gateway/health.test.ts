import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from './testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('health endpoints', () => {
  it('/healthz answers while the process is up', async () => {
    const response = await gw.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz reports ready with its database, migrations and storage checks', async () => {
    const response = await gw.app.request('/readyz');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.ready).toBe(true);
    expect(body.checks.database).toEqual({ ok: true });
    expect(body.checks.migrations).toMatchObject({ ok: true, detail: expect.stringMatching(/applied/) });
    expect(body.checks.storage).toEqual({ ok: true });
  });

  it('/readyz answers 503, naming the migration, when one is not applied', async () => {
    const [row] = await gw.prisma.$queryRawUnsafe<Array<{ id: string; migration_name: string }>>(
      'SELECT id, migration_name FROM _prisma_migrations LIMIT 1',
    );
    await gw.prisma.$executeRawUnsafe('UPDATE _prisma_migrations SET finished_at = NULL WHERE id = $1', row.id);
    try {
      const response = await gw.app.request('/readyz');
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body.ready).toBe(false);
      expect(body.checks.migrations.detail).toBe(`not applied: ${row.migration_name}`);
    } finally {
      await gw.prisma.$executeRawUnsafe('UPDATE _prisma_migrations SET finished_at = now() WHERE id = $1', row.id);
    }
    expect((await gw.app.request('/readyz')).status).toBe(200);
  });
});
