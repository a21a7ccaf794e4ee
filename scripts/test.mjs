// `npm test`: typecheck, lint, unit tests, API tests, production build, browser tests. Stops at
// the first failing step and ends with one summary line of the test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'msoul-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function vitest(project) {
  const report = join(reports, `${project}.json`);
  const ok = run(`${project} tests`, bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (existsSync(report)) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
      readFileSync(report, 'utf8'),
    );
    totals.passed += numPassedTests;
    totals.failed += numFailedTests;
    totals.skipped += numPendingTests + numTodoTests;
  }
  return ok;
}

const steps = [
  () => run('typecheck', bin('tsc'), ['--noEmit']),
  () => run('lint', bin('biome'), ['check', '.']),
  () =>
    run('import boundaries', bin('depcruise'), [
      '--config',
      '.dependency-cruiser.cjs',
      'src',
      'scripts',
    ]),
  () => vitest('unit'),
  () => vitest('api'),
  () => run('build', process.execPath, ['scripts/build.mjs']),
  () => run('browser setup', process.execPath, ['scripts/ensure-chromium.mjs']),
  () => vitest('e2e'),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}
rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
