/**
 * The mail server of `npm run bench:load`'s burst scenario (docs/performance.md): the tests' SMTP
 * server (src/server/providers/mail/start-test-smtp-server.ts) in a child process of its own, so
 * that parsing each report e-mail (a PDF of a few hundred kB) never blocks the event loop that
 * times autocannon's responses. The child says, one JSON line per message on stdout, whether a
 * message was a report e-mail; never an address, a name, a subject or a link.
 *
 * Parent side: `startMailSink()`. Child side: this file run directly (`node --import tsx`).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const sinkMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('listening'), url: z.string() }),
  z.object({ kind: z.literal('mail'), report: z.boolean() }),
]);
type SinkMessage = z.infer<typeof sinkMessageSchema>;

/** The report e-mail's subject begins so (src/server/report/email/render-report-email.tsx). */
const REPORT_SUBJECT = 'Your mSoul report';

export type MailSink = {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** When each report e-mail was accepted (`performance.now()` of this process, on arrival). */
  reportTimes: number[];
  /** E-mails accepted that were not reports (e.g. 'your partner has answered'). */
  otherCount: () => number;
  stop: () => void;
};

const THIS_FILE = fileURLToPath(import.meta.url);

/** Starts the child and resolves once its SMTP server listens. */
export async function startMailSink(): Promise<MailSink> {
  // From the project's root, where `--import tsx` finds its loader.
  const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const reportTimes: number[] = [];
  let others = 0;
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the mail sink exited (${code})`)));
    lines.on('line', (line) => {
      const message = sinkMessageSchema.parse(JSON.parse(line));
      if (message.kind === 'listening') done(message.url);
      else if (message.report) reportTimes.push(performance.now());
      else others += 1;
    });
  });
  return {
    url,
    reportTimes,
    otherCount: () => others,
    stop: () => {
      child.kill('SIGTERM');
    },
  };
}

async function runSink(): Promise<void> {
  const { startTestSmtpServer } = await import(
    '../src/server/providers/mail/start-test-smtp-server'
  );
  const smtp = await startTestSmtpServer();
  const say = (message: SinkMessage) => process.stdout.write(`${JSON.stringify(message)}\n`);
  say({ kind: 'listening', url: smtp.url });
  // `received` grows as messages are accepted; each is reported once and dropped (the PDFs).
  setInterval(() => {
    for (const mail of smtp.received.splice(0)) {
      say({ kind: 'mail', report: mail.parsed.subject?.startsWith(REPORT_SUBJECT) ?? false });
    }
  }, 5);
  process.once('SIGTERM', () => {
    smtp.close().then(() => process.exit(0));
  });
}

if (process.argv[1] === THIS_FILE) await runSink();
