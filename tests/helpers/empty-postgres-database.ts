import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database (no migrations, no pg-boss schema) on the PostgreSQL server named by
 * TEST_DATABASE_URL, for tests of what happens when several processes start on it at once.
 * `drop()` removes it, force-closing connections a test may have left.
 */
export type EmptyPostgresDatabase = { url: string; name: string; drop(): Promise<void> };

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createEmptyPostgresDatabase(
  serverUrl: string,
  label: string,
): Promise<EmptyPostgresDatabase> {
  const name = `msoul_${label}_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await onServer(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
