import { ChevronRight, Inbox, Mail, Paperclip, RefreshCw, Server } from 'lucide-react';
import { useState } from 'react';
import type { OutboxList } from '../../../shared/api/admin';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { formatBytes, formatDateTime, plural } from './admin-format';
import { useOutbox } from './api/get-outbox';
import { useOutboxMessage } from './api/get-outbox-message';
import { EmptyNote, Panel, PanelLoading } from './components/Panel';
import { ProblemPanel } from './components/ProblemPanel';

type OutboxEntry = OutboxList['messages'][number];

/** How many messages show before 'Show all'. */
const FIRST_MESSAGES = 10;

/**
 * The local mail outbox (MAIL_TRANSPORT=outbox): what the product sent, newest first; one
 * message opens with its text and attachment names. With SMTP there is nothing local to show.
 */
export function OutboxPanel() {
  const outbox = useOutbox();
  const [showAll, setShowAll] = useState(false);
  const [openFile, setOpenFile] = useState<string | null>(null);
  const refreshing = outbox.isFetching && !outbox.isPending;

  return (
    <Panel
      id="outbox-title"
      icon={Mail}
      title="Mail outbox"
      lead={<p>The e-mails the product wrote to its local outbox, newest first.</p>}
      controls={
        outbox.data?.enabled ? (
          <Button variant="secondary" onClick={() => void outbox.refetch()} busy={refreshing}>
            {refreshing ? null : <RefreshCw aria-hidden="true" className="size-5" />}
            Refresh
          </Button>
        ) : null
      }
    >
      {outbox.isPending ? (
        <PanelLoading>Loading the outbox…</PanelLoading>
      ) : outbox.isError ? (
        <ProblemPanel
          title="We couldn't load the outbox"
          onRetry={() => void outbox.refetch()}
          retrying={outbox.isFetching}
        >
          The messages are still on the server; try again in a moment.
        </ProblemPanel>
      ) : !outbox.data.enabled ? (
        <EmptyNote icon={Server}>
          E-mail goes to the SMTP server (MAIL_TRANSPORT=smtp), so there is no local outbox to read
          here. Check the mail provider's logs instead.
        </EmptyNote>
      ) : outbox.data.messages.length === 0 ? (
        <EmptyNote icon={Inbox}>
          No e-mails yet. Reports sent to customers appear here as they go out.
        </EmptyNote>
      ) : (
        <MessageList
          messages={newestFirst(outbox.data.messages)}
          showAll={showAll}
          onShowAll={() => setShowAll(true)}
          onOpen={setOpenFile}
        />
      )}
      <MessageDialog file={openFile} onClose={() => setOpenFile(null)} />
    </Panel>
  );
}

function newestFirst(messages: readonly OutboxEntry[]): OutboxEntry[] {
  return [...messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

function MessageList({
  messages,
  showAll,
  onShowAll,
  onOpen,
}: {
  messages: OutboxEntry[];
  showAll: boolean;
  onShowAll: () => void;
  onOpen: (file: string) => void;
}) {
  const shown = showAll ? messages : messages.slice(0, FIRST_MESSAGES);
  return (
    <>
      <p className="mb-3 text-sm text-muted">{plural(messages.length, 'message')} in the outbox.</p>
      <ul className="grid gap-2" aria-label="Outbox messages">
        {shown.map((message) => (
          <li key={message.file}>
            <button
              type="button"
              onClick={() => onOpen(message.file)}
              className="flex min-h-14 w-full items-center gap-3 rounded-md bg-canvas px-4 py-3 text-left ring-1 ring-line transition-colors hover:bg-plum-soft"
            >
              <span className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[11rem_minmax(0,14rem)_1fr] sm:gap-4">
                <span className="text-sm text-muted">
                  <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
                </span>
                <span className="truncate text-sm">
                  <span className="sr-only">To </span>
                  {message.to}
                </span>
                <span className="truncate font-semibold">{message.subject}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
            </button>
          </li>
        ))}
      </ul>
      {shown.length < messages.length ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={onShowAll}>
            Show all {messages.length} messages
          </Button>
        </div>
      ) : null}
    </>
  );
}

function MessageDialog({ file, onClose }: { file: string | null; onClose: () => void }) {
  const message = useOutboxMessage(file);
  const data = message.data;
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      size="lg"
      title={data ? data.subject : 'E-mail'}
      actions={
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Close
        </Button>
      }
    >
      {message.isPending ? (
        <PanelLoading>Loading the message…</PanelLoading>
      ) : message.isError ? (
        <ProblemPanel
          title="We couldn't open this message"
          onRetry={() => void message.refetch()}
          retrying={message.isFetching}
        >
          It may have been removed by the purge. Refresh the outbox and try again.
        </ProblemPanel>
      ) : data ? (
        <div className="grid gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-muted">From</dt>
            <dd className="break-all">{data.from}</dd>
            <dt className="font-semibold text-muted">To</dt>
            <dd className="break-all">{data.to}</dd>
            <dt className="font-semibold text-muted">Sent</dt>
            <dd>
              <time dateTime={data.sentAt}>{formatDateTime(data.sentAt)}</time>
            </dd>
            <dt className="font-semibold text-muted">File</dt>
            <dd className="font-mono text-xs break-all">{data.file}</dd>
          </dl>
          <section aria-label="Message text">
            <pre
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              className="max-h-[50dvh] overflow-auto rounded-md bg-canvas p-4 font-mono text-sm whitespace-pre-wrap break-words ring-1 ring-line"
            >
              {data.text || '(This e-mail has no text part.)'}
            </pre>
          </section>
          <section aria-labelledby="attachments-title">
            <h3 id="attachments-title" className="flex items-center gap-2 font-bold">
              <Paperclip aria-hidden="true" className="size-5" />
              Attachments
            </h3>
            {data.attachments.length === 0 ? (
              <p className="mt-1 text-sm text-muted">No attachments.</p>
            ) : (
              <ul className="mt-2 grid gap-1 text-sm">
                {data.attachments.map((attachment, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a message's attachments are a fixed list whose names can repeat
                  <li key={`${index}-${attachment.filename}`} className="flex flex-wrap gap-x-2">
                    <span className="font-semibold break-all">{attachment.filename}</span>
                    <span className="text-muted">
                      {attachment.contentType}, {formatBytes(attachment.sizeBytes)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
