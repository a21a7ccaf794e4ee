/**
 * Admin accounts (issue 7): the only way an admin comes to exist; there is no default admin or
 * password. `npm run admin -- <command> ...`, with the server's configuration (DATA_DIR,
 * DATABASE_URL, SECRET_KEY). Beside a running server on the embedded database it goes through
 * the server's socket (src/server/db/local-socket.ts). Passwords are read from stdin when it is
 * not a terminal (first line), else asked twice without echo.
 */
import { renderUnicodeCompact } from 'uqr';
import { ConfigError, loadConfig } from '../src/server/config';
import { DataDirBusyError, openCommandDatabase } from '../src/server/db/local-socket';
import { applyMigrations } from '../src/server/db/migrate';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../src/server/modules/admin/admin-policy';
import {
  AdminAccountError,
  checkNewPassword,
  checkUsername,
  type TotpEnrolment,
} from '../src/server/modules/admin/manage/admin-accounts';
import { createAdmin } from '../src/server/modules/admin/manage/create-admin';
import { deleteAdmin } from '../src/server/modules/admin/manage/delete-admin';
import { disableAdmin2fa } from '../src/server/modules/admin/manage/disable-admin-2fa';
import { enableAdmin2fa } from '../src/server/modules/admin/manage/enable-admin-2fa';
import { listAdmins } from '../src/server/modules/admin/manage/list-admins';
import { resetAdminPassword } from '../src/server/modules/admin/manage/reset-admin-password';

const USAGE = `usage: npm run admin -- <command>
  create <username> [--no-totp]   a new admin: password from stdin, or asked twice on a terminal;
                                  two-factor authentication (TOTP) enrolled unless --no-totp
  reset-password <username>       a new password (signs the admin out everywhere)
  enable-2fa <username>           a new TOTP secret, replacing any (signs the admin out everywhere)
  disable-2fa <username>          removes two-factor authentication (signs the admin out everywhere)
  list                            every admin and whether 2FA is on
  delete <username>               removes the admin`;

const COMMANDS = [
  'create',
  'reset-password',
  'enable-2fa',
  'disable-2fa',
  'list',
  'delete',
] as const;
type Command = (typeof COMMANDS)[number];

/** Ends the command with one line on stderr. */
class Refused extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

type Parsed = { command: Command; username: string | null; totp: boolean };

function parseArgs(args: string[]): Parsed {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const flags = args.filter((arg) => arg.startsWith('-'));
  const positional = args.filter((arg) => !arg.startsWith('-'));
  const [name, username, ...extra] = positional;
  const command = COMMANDS.find((known) => known === name);
  if (!command) throw new Refused(name ? `Unknown command: ${name}\n${USAGE}` : USAGE, 2);
  const allowed = command === 'create' ? ['--no-totp'] : [];
  const unknownFlag = flags.find((flag) => !allowed.includes(flag));
  if (unknownFlag) throw new Refused(`Unknown option for ${command}: ${unknownFlag}`, 2);
  if (command === 'list') {
    if (username !== undefined) throw new Refused('list takes no username.', 2);
    return { command, username: null, totp: false };
  }
  if (username === undefined) throw new Refused(`usage: npm run admin -- ${command} <username>`, 2);
  if (extra.length > 0) throw new Refused(`${command} takes one username.`, 2);
  return { command, username, totp: !flags.includes('--no-totp') };
}

/** The first line of stdin (a pipe or a file): for scripts and tests. */
async function readPipedLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').normalize('NFC');
}

/** Asks on the terminal without echo: raw mode, so nothing typed reaches the screen. */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  // Raw before the prompt shows: a key typed as soon as it appears is never echoed.
  stdin.setRawMode(true);
  stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    const onData = (chunk: string) => {
      // Arrow and function keys arrive as escape sequences: not part of a password.
      if (chunk.startsWith('\u001b')) return;
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Refused('Interrupted.', 130));
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** A new password: piped, or typed twice on a terminal. Checked before anything is opened. */
async function readNewPassword(username: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = await readPipedLine();
    await checkNewPassword(password, username);
    return password;
  }
  const password = await askHidden(
    `New password (${ADMIN_PASSWORD_MIN_LENGTH} to 256 characters, not a common one): `,
  );
  await checkNewPassword(password, username);
  const again = await askHidden('The same password again: ');
  if (again !== password) throw new Refused('The passwords do not match; nothing was changed.');
  return password;
}

/** The enrolment, shown this once: QR code, otpauth:// URI and the key for typing by hand. */
function printEnrolment(username: string, enrolment: TotpEnrolment): void {
  const key = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  process.stdout.write(
    [
      '',
      `Two-factor authentication for ${username}: scan this QR code with an authenticator app,`,
      'or enter the key by hand. It is shown only this once; keep it out of screenshots and chats.',
      '',
      renderUnicodeCompact(enrolment.uri, { border: 2 }),
      '',
      enrolment.uri,
      `Key: ${key}`,
      '',
    ].join('\n'),
  );
}

const signedOut = (count: number) =>
  count === 0 ? '' : ` ${count} session${count === 1 ? '' : 's'} signed out.`;

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const username = parsed.username ?? '';
  if (parsed.username !== null) checkUsername(username);
  // Asked before the database is opened: typing must not hold the server's database.
  const password =
    parsed.command === 'create' || parsed.command === 'reset-password'
      ? await readNewPassword(username)
      : '';

  const opened = await openCommandDatabase(config);
  try {
    await applyMigrations(opened.database);
    const deps = { db: opened.database.db, secretKey: config.secretKey };
    switch (parsed.command) {
      case 'create': {
        const created = await createAdmin(deps, { username, password, totp: parsed.totp });
        process.stdout.write(`Admin ${username} created.\n`);
        if (created.totp) printEnrolment(username, created.totp);
        else process.stdout.write('No two-factor authentication: the password alone logs in.\n');
        break;
      }
      case 'reset-password': {
        const { revokedTokens } = await resetAdminPassword(deps, { username, password });
        process.stdout.write(`Password of ${username} changed.${signedOut(revokedTokens)}\n`);
        break;
      }
      case 'enable-2fa': {
        const enabled = await enableAdmin2fa(deps, { username });
        const was = enabled.replaced ? ' (the previous secret no longer works)' : '';
        process.stdout.write(
          `Two-factor authentication enabled for ${username}${was}.${signedOut(enabled.revokedTokens)}\n`,
        );
        printEnrolment(username, enabled);
        break;
      }
      case 'disable-2fa': {
        const { revokedTokens } = await disableAdmin2fa(deps, { username });
        process.stdout.write(
          `Two-factor authentication disabled for ${username}.${signedOut(revokedTokens)}\n`,
        );
        break;
      }
      case 'list': {
        const list = await listAdmins(deps);
        if (list.length === 0) {
          process.stdout.write('No admins yet: npm run admin -- create <username>\n');
          break;
        }
        const width = Math.max(8, ...list.map((admin) => admin.username.length));
        const lines = list.map(
          (admin) =>
            `${admin.username.padEnd(width)}  ${(admin.twoFactor ? 'on' : 'off').padEnd(3)}  ${admin.createdAt.toISOString().slice(0, 10)}`,
        );
        process.stdout.write(`${['username'.padEnd(width), '2FA', 'created'].join('  ')}\n`);
        process.stdout.write(`${lines.join('\n')}\n`);
        break;
      }
      case 'delete': {
        await deleteAdmin(deps, { username });
        process.stdout.write(`Admin ${username} deleted.\n`);
        break;
      }
    }
  } finally {
    await opened.close();
  }
}

try {
  await main();
} catch (error) {
  if (
    error instanceof Refused ||
    error instanceof AdminAccountError ||
    error instanceof DataDirBusyError ||
    error instanceof ConfigError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(error instanceof Refused ? error.exitCode : 1);
  }
  process.stderr.write(
    `The command failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
