/**
 * Browser tests run against the production build, started once for the whole e2e project:
 * `node dist/server/main.js` with a throwaway DATA_DIR and a free port (scripts/built-server.mjs).
 * The base URL reaches the test files through `inject('baseURL')`.
 */
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../scripts/built-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR: its outbox (DATA_DIR/outbox) holds every e-mail it sent. */
    dataDir: string;
    /** The server's SECRET_KEY: the admin CLI run beside it (tests/e2e/helpers/admin.ts) needs it. */
    secretKey: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startBuiltServer({ label: 'e2e' });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  project.provide('secretKey', server.secretKey);
  return async () => {
    await server.stop();
  };
}
