import { Check, Copy, MessageCircle } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { useCopy } from '../../lib/use-copy';

export function inviteLink(token: string): string {
  return `${window.location.origin}/storm/${encodeURIComponent(token)}`;
}

export function inviteMessage(link: string): string {
  return `I just did a 5-question relationship check on mSoul. Answer the same 5 questions and we'll see how aligned we are: ${link}`;
}

/** Person 1's invitation: the partner's link and a ready-to-send text, each with a copy button. */
export function InvitePanel({ token }: { token: string }) {
  const link = inviteLink(token);
  return (
    <section
      aria-labelledby="invite-title"
      className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
    >
      <h2
        id="invite-title"
        className="flex items-center gap-2 text-2xl font-extrabold tracking-tight"
      >
        <MessageCircle aria-hidden="true" className="size-6 text-accent" />
        Send this to your partner
      </h2>
      <p className="mt-2 text-muted">
        They answer the same 5 themes in their own words. No account, no app, about two minutes.
      </p>
      <CopyField label="Your partner's link" value={link} buttonLabel="Copy" multiline={false} />
      <CopyField
        label="Ready-to-send text"
        value={inviteMessage(link)}
        buttonLabel="Copy message"
        multiline
      />
    </section>
  );
}

function CopyField({
  label,
  value,
  buttonLabel,
  multiline,
}: {
  label: string;
  value: string;
  buttonLabel: string;
  multiline: boolean;
}) {
  const id = useId();
  const { copied, copy: copyToClipboard } = useCopy();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const copy = async () => {
    if (!(await copyToClipboard(value))) field.current?.select();
  };

  const controlClasses =
    'block w-full min-w-0 rounded-md border border-line bg-canvas px-4 py-3 text-base text-ink focus-visible:border-accent';

  return (
    <div className="mt-6">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        {multiline ? (
          <textarea
            id={id}
            ref={field}
            readOnly
            rows={4}
            value={value}
            onFocus={(event) => event.target.select()}
            className={`${controlClasses} resize-none`}
          />
        ) : (
          <input
            id={id}
            ref={field}
            readOnly
            type="text"
            value={value}
            onFocus={(event) => event.target.select()}
            className={`${controlClasses} min-h-12 font-mono text-sm`}
          />
        )}
        <Button variant={copied ? 'secondary' : 'primary'} onClick={copy} className="shrink-0">
          {copied ? (
            <Check aria-hidden="true" className="size-5 text-success" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {copied ? 'Copied!' : buttonLabel}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? `${label} copied to the clipboard.` : ''}
      </p>
    </div>
  );
}
