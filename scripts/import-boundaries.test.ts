/**
 * The import boundaries of .dependency-cruiser.cjs (docs/architecture.md) catch what they are
 * for: each rule is shown an import it forbids and one it allows, in a throwaway tree laid out
 * like the project, through the same command `npm run lint` runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const ROOT = resolve(import.meta.dirname, '..');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');

const Report = z.object({
  summary: z.object({
    violations: z.array(
      z.object({ from: z.string(), to: z.string(), rule: z.object({ name: z.string() }) }),
    ),
  }),
});

const trees: string[] = [];
afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** The rules broken by `from` importing `to` (paths as in the repo), in a tree of two files. */
function violationsOf(from: string, to: string): string[] {
  const tree = mkdtempSync(join(tmpdir(), 'msoul-boundaries-'));
  trees.push(tree);
  const tsconfig = { compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } };
  writeFileSync(join(tree, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const file of [from, to]) mkdirSync(dirname(join(tree, file)), { recursive: true });
  const path = relative(dirname(from), to).replace(/\.tsx?$/, '');
  const specifier = path.startsWith('.') ? path : `./${path}`;
  writeFileSync(join(tree, to), 'export const value = 1;\n');
  writeFileSync(
    join(tree, from),
    `import { value } from '${specifier}';\nexport const used = value;\n`,
  );
  const top = [...new Set([from, to].map((file) => file.split('/')[0] ?? ''))];
  const run = spawnSync(DEPCRUISE, ['--config', CONFIG, '--output-type', 'json', ...top], {
    cwd: tree,
    encoding: 'utf8',
  });
  const report = Report.parse(JSON.parse(run.stdout));
  return report.summary.violations.map((violation) => violation.rule.name);
}

describe('import boundaries', () => {
  it.each([
    [
      'src/client/pages/marketing/Page.tsx',
      'src/client/pages/privacy/Form.tsx',
      'client-features-apart',
    ],
    ['src/client/pages/scan/Page.tsx', 'src/server/config.ts', 'client-not-server'],
    ['src/client/lib/score.ts', 'src/engine/report/score-couple.ts', 'client-not-server'],
    ['src/shared/catalog.ts', 'src/server/config.ts', 'shared-is-a-leaf'],
    ['src/engine/report/score.ts', 'src/server/db/schema.ts', 'engine-only-shared'],
    [
      'src/server/modules/payments/pay.ts',
      'src/server/modules/sessions/session-repository.ts',
      'modules-through-public',
    ],
    ['scripts/bench.mts', 'tests/helpers/answer-flows.ts', 'scripts-not-tests'],
  ])('refuses %s importing %s (%s)', (from, to, rule) => {
    expect(violationsOf(from, to)).toEqual([rule]);
  });

  it.each([
    ['src/client/pages/marketing/Page.tsx', 'src/client/pages/marketing/Form.tsx'],
    ['src/client/pages/scan/Page.tsx', 'src/shared/catalog.ts'],
    ['src/engine/report/score.ts', 'src/shared/catalog.ts'],
    ['src/server/modules/payments/pay.ts', 'src/server/modules/sessions/public.ts'],
    ['src/server/modules/sessions/submit.ts', 'src/server/modules/sessions/session-repository.ts'],
    ['tests/api/x.test.ts', 'scripts/free-scan-intake.ts'],
  ])('allows %s importing %s', (from, to) => {
    expect(violationsOf(from, to)).toEqual([]);
  });
});
