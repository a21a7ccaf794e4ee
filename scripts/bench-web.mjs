#!/usr/bin/env node
/**
 * Web benchmark (DESIGN §6): Lighthouse 12 (default config = mobile emulation, simulated
 * throttling) on every marketing page of the production build, plus the landing page's
 * JavaScript size in kB gzip.
 *
 *   npm run bench:web            # builds first if dist/server/main.js is missing
 *   node scripts/bench-web.mjs --json out.json   # also writes the raw figures
 *
 * The built server runs as in production (NODE_ENV=production, a random SECRET_KEY, a throwaway
 * DATA_DIR, a free port on 127.0.0.1). Targets: performance >= 95, accessibility, best practices
 * and SEO = 100, landing JS <= 90 kB gzip; misses are marked, the exit code stays 0 (it is a
 * benchmark) unless the benchmark itself cannot run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeLauncherFlags, ensureChromium, MISSING_MESSAGE } from './ensure-chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'dist/server/main.js');

/** The marketing pages (spec §2), in the order the table shows them. */
const PAGES = [
  '/',
  '/why',
  '/how-it-works',
  '/algorithm',
  '/pricing',
  '/proof',
  '/privacy-ethics',
  '/terms-of-service',
];

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);
const LANDING_JS_BUDGET_KB = 90;

const jsonOut = (() => {
  const at = process.argv.indexOf('--json');
  return at > 0 ? process.argv[at + 1] : undefined;
})();

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function startServer() {
  // Runs a copy of dist/ (node_modules linked) so that a rebuild during the run changes nothing.
  const workDir = await mkdtemp(join(tmpdir(), 'msoul-bench-'));
  cpSync(join(ROOT, 'dist'), join(workDir, 'dist'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(workDir, 'node_modules'), 'dir');
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(workDir, 'dist/server/main.js')], {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const server = {
    baseURL,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {}
        const inTime = await Promise.race([exited.then(() => true), sleep(8000).then(() => false)]);
        if (!inTime) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {}
          await Promise.race([exited, sleep(2000)]);
        }
      }
      await rm(workDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await server.stop();
      throw new Error(`the server exited before it was ready. Its output:\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return server;
    } catch {}
    await sleep(200);
  }
  await server.stop();
  throw new Error(`the server was not ready within 60 s. Its output:\n${output}`);
}

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

/** Scripts the landing page loaded (from Lighthouse's network-requests audit). */
function scriptRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script');
}

/** Each script's body fetched again and gzip-compressed with zlib (default level 6). */
async function gzipSizes(urls) {
  const sizes = [];
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) {
      throw new Error(
        `${url} answered ${response.status} (was dist rebuilt during the benchmark?)`,
      );
    }
    const body = Buffer.from(await response.arrayBuffer());
    sizes.push({ url, raw: body.length, gzip: gzipSync(body).length });
  }
  return sizes;
}

function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .map((audit) => `${audit.id} (${Math.round(audit.score * 100)})`);
}

function row(cells, widths) {
  return `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
}

async function main() {
  const chromePath = ensureChromium();
  if (!chromePath) throw new Error(MISSING_MESSAGE);

  if (!existsSync(SERVER_ENTRY)) {
    console.log('No build at dist/server/main.js: running npm run build');
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }

  let server;
  let chrome;
  const cleanup = async () => {
    try {
      await chrome?.kill(); // chrome-launcher 1.x kills synchronously; older versions return a promise
    } catch {}
    chrome = undefined;
    await server?.stop().catch(() => {});
    server = undefined;
  };
  const onSignal = () => {
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    server = await startServer();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromeLauncherFlags() });
    console.log(
      `Lighthouse 12 (mobile preset) against ${server.baseURL}, Chromium ${chromePath}, ${cpus().length} cores`,
    );

    const results = [];
    let landingScripts = [];
    for (const path of PAGES) {
      const started = performance.now();
      const runner = await lighthouse(`${server.baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = runner;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)]));
      const misses = CATEGORIES.filter((c) => scores[c] === null || scores[c] < TARGETS[c]).map(
        (c) => `${c}: ${failingAudits(lhr, c).join(', ') || 'no failing audit listed'}`,
      );
      results.push({ path, scores, misses, seconds: (performance.now() - started) / 1000 });
      if (path === '/') landingScripts = scriptRequests(lhr);
      console.log(
        `  ${path.padEnd(18)} ${CATEGORIES.map((c) => scores[c] ?? '-').join(' / ')}  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }

    const wireBytes = landingScripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const gz = await gzipSizes(landingScripts.map((item) => item.url));
    const gzipKb = gz.reduce((sum, s) => sum + s.gzip, 0) / 1000;
    const rawKb = gz.reduce((sum, s) => sum + s.raw, 0) / 1000;

    const header = ['page', 'performance', 'accessibility', 'best-practices', 'seo'];
    const widths = [18, 11, 13, 14, 5];
    const mark = (value, target) =>
      value === null ? '-' : value < target ? `${value} ✗` : `${value}`;
    const lines = [
      row(header, widths),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...results.map((r) =>
        row([r.path, ...CATEGORIES.map((c) => mark(r.scores[c], TARGETS[c]))], widths),
      ),
    ];
    console.log('');
    console.log(lines.join('\n'));
    console.log('');
    console.log(
      `Targets: performance >= ${TARGETS.performance}, accessibility / best-practices / seo = 100 (✗ = missed)`,
    );
    const jsMiss = gzipKb > LANDING_JS_BUDGET_KB ? ' ✗ over budget' : '';
    console.log(
      `Landing page JavaScript: ${gzipKb.toFixed(1)} kB gzip (${gz.length} script(s), ${rawKb.toFixed(1)} kB raw; ` +
        `each script the page loaded, per Lighthouse's network-requests audit, re-fetched and gzip-compressed with zlib level 6), ` +
        `${(wireBytes / 1000).toFixed(1)} kB as transferred; budget ${LANDING_JS_BUDGET_KB} kB gzip${jsMiss}`,
    );
    for (const s of gz) {
      console.log(
        `  ${new URL(s.url).pathname}  ${(s.raw / 1000).toFixed(1)} kB raw, ${(s.gzip / 1000).toFixed(1)} kB gzip`,
      );
    }
    const misses = results.filter((r) => r.misses.length > 0);
    if (misses.length > 0) {
      console.log('\nMissed targets (failing audits):');
      for (const r of misses) for (const miss of r.misses) console.log(`  ${r.path} ${miss}`);
    }

    if (jsonOut) {
      writeFileSync(
        jsonOut,
        `${JSON.stringify({ date: new Date().toISOString(), results, landingJs: { gzipKb, rawKb, wireBytes, scripts: gz } }, null, 2)}\n`,
      );
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

main().catch((error) => {
  console.error(`bench:web failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
