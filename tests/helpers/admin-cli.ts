/**
 * The real admin CLI (`tsx scripts/admin.mts`) as a child process with a server's configuration,
 * e.g. DATABASE_URL and SECRET_KEY, for tests outside the browser project (whose helpers read
 * vitest's injected DATA_DIR instead).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { PROJECT_ROOT } from '../../scripts/built-server.mjs';

export type CliResult = { code: number | null; stdout: string; stderr: string };

export function runAdminCli(
  env: Record<string, string>,
  args: readonly string[],
  input = '',
): Promise<CliResult> {
  // loadConfig prepares DATA_DIR even when DATABASE_URL is set: a throwaway one, not ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'msoul-admin-cli-'));
  return new Promise<CliResult>((done, fail) => {
    const child = spawn(
      join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
      [join(PROJECT_ROOT, 'scripts/admin.mts'), ...args],
      {
        cwd: PROJECT_ROOT,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(input);
  }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
}

export type CliAdmin = { username: string; password: string; secret: string | null };

/** A new admin through `create` (password on stdin); TOTP enrolled unless `totp` is false. */
export async function createAdminWithCli(
  env: Record<string, string>,
  username: string,
  { totp }: { totp: boolean },
): Promise<CliAdmin> {
  const password = `pw-${randomBytes(12).toString('base64url')}`;
  const result = await runAdminCli(
    env,
    ['create', username, ...(totp ? [] : ['--no-totp'])],
    `${password}\n`,
  );
  if (result.code !== 0) {
    throw new Error(`admin create ${username} exited ${result.code}: ${result.stderr}`);
  }
  const secret = /otpauth:\/\/totp\/\S*[?&]secret=([A-Z2-7]+)/.exec(result.stdout)?.[1] ?? null;
  if (totp && !secret) throw new Error('admin create printed no otpauth:// URI');
  return { username, password, secret };
}

/** The TOTP code of the current 30-second step (otplib reads a string secret as base32). */
export function totpCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}
