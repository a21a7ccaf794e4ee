// `npm start`: builds once if there is no build yet, then runs the production server, which
// applies migrations and serves API and client from one process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = new URL('../dist/server/main.js', import.meta.url);

if (!existsSync(fileURLToPath(entry)) || !existsSync(`${root}/dist/client/app-shell.html`)) {
  console.log('No build found: building first (npm run build).');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(entry.href);
