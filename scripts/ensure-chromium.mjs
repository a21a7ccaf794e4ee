#!/usr/bin/env node
/**
 * Finds the Chromium that the browser tests (tests/e2e) and the web benchmark
 * (scripts/bench-web.mjs) drive: CHROME_PATH, else Debian's /usr/bin/chromium.
 *
 * Run directly (`node scripts/ensure-chromium.mjs`, done by `npm run test:e2e`): prints the path,
 * or, when Chromium is missing and this is a root shell on Debian, installs the `chromium`
 * package with apt-get and checks again. Otherwise prints one line saying what to do and exits 1.
 * The same for pdftotext (poppler-utils), with which the browser tests read delivered PDFs.
 *
 * Imported: `chromiumPath()` (throws the same one-line message when missing), the launch flags
 * (`CHROMIUM_FLAGS`), and flag lists shaped for playwright-core and chrome-launcher.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export const MISSING_MESSAGE =
  "Browser tests need Chromium: run 'apt-get install chromium' (Debian) or set CHROME_PATH.";

/** Every flag the project launches Chromium with (headless, no sandbox in containers, offline). */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** For playwright-core's `chromium.launch({ args })`: it adds its own headless switch. */
export function playwrightArgs() {
  return CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'));
}

/** For chrome-launcher (Lighthouse): the new headless mode, then the same flags. */
export function chromeLauncherFlags() {
  return ['--headless=new', ...playwrightArgs()];
}

function isExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The configured or default Chromium if it exists and is executable, else undefined. */
export function findChromium() {
  const candidate = process.env.CHROME_PATH?.trim() || DEFAULT_CHROMIUM;
  return isExecutable(candidate) ? candidate : undefined;
}

/** The Chromium binary to launch; throws MISSING_MESSAGE when there is none. */
export function chromiumPath() {
  const found = findChromium();
  if (!found) throw new Error(MISSING_MESSAGE);
  return found;
}

function canInstallWithApt() {
  if (process.env.CHROME_PATH?.trim()) return false; // an explicit path is the user's choice
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  if (!existsSync('/etc/debian_version')) return false;
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function installChromium() {
  console.log('Chromium not found; installing the Debian package (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps = [
    ['apt-get', ['-qq', 'update']],
    ['apt-get', ['-qq', 'install', '-y', '--no-install-recommends', 'chromium']],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) return false;
  }
  return true;
}

export const PDFTOTEXT_MISSING_MESSAGE =
  "Browser tests read the delivered report PDFs with pdftotext: run 'apt-get install poppler-utils'.";

function hasPdftotext() {
  return spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined;
}

function aptAvailable() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  if (!existsSync('/etc/debian_version')) return false;
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** pdftotext (poppler-utils), installed with apt when missing and allowed; true when present. */
export function ensurePdftotext() {
  if (hasPdftotext()) return true;
  if (!aptAvailable()) return false;
  console.log(
    'pdftotext not found; installing the Debian package (apt-get install poppler-utils)...',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['-qq', 'update'],
    ['-qq', 'install', '-y', '--no-install-recommends', 'poppler-utils'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) return false;
  }
  return hasPdftotext();
}

/** Finds Chromium, installing it when allowed; returns the path or undefined. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canInstallWithApt() && installChromium()) return findChromium();
  return undefined;
}

function invokedDirectly() {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  const path = ensureChromium();
  if (path) {
    console.log(`Chromium: ${path}`);
  } else {
    console.error(MISSING_MESSAGE);
    process.exit(1);
  }
  if (!ensurePdftotext()) {
    console.error(PDFTOTEXT_MISSING_MESSAGE);
    process.exit(1);
  }
}
