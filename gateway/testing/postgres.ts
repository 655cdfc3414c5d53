import pg from 'pg';

/** The server's maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const safeName = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return name;
};

export function createDatabase(url: string, name: string, template?: string): Promise<void> {
  return withAdmin(url, async (client) => {
    await client.query(`CREATE DATABASE "${safeName(name)}"${template ? ` TEMPLATE "${safeName(template)}"` : ''}`);
  });
}

export function dropDatabase(url: string, name: string): Promise<void> {
  return withAdmin(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${safeName(name)}" WITH (FORCE)`);
  });
}

/**
 * Ends other sessions on a database. The migration engine leaves an idle pool connection open (freed
 * only by its idle timeout), and PostgreSQL will not copy a template that anyone is connected to.
 */
export function disconnectOthers(url: string, name: string): Promise<void> {
  return withAdmin(url, async (client) => {
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      safeName(name),
    ]);
  });
}
