import { Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import type { PrivacyRequestBody, PrivacyRequestResponse } from '../../../shared/api/privacy';
import { looksLikeEmail } from '../../../shared/validation/couple-rules';
import { Button } from '../../components/ui/Button';
import { controlClasses, FieldFrame, fieldDescription } from '../../components/ui/FieldFrame';
import { Honeypot } from '../../components/ui/Honeypot';

const FIELD_ID = 'manage-data-email';

const MESSAGES = {
  empty: 'Enter your e-mail address.',
  invalid: "That doesn't look like an e-mail address. Check it and try again.",
  failed: "We couldn't send your request just now. Please try again in a moment.",
} as const;

function isRequestResponse(value: unknown): value is PrivacyRequestResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The `error.message` of an API error body (e.g. the rate limit's), when there is one. */
function serverMessage(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('error' in value)) return null;
  const { error } = value;
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  return typeof error.message === 'string' ? error.message : null;
}

/**
 * 'Manage my data' on /privacy-ethics: an address in, the server's one answer out (the same
 * whether or not the address is known). Plain fetch and no query library, so the prerendered
 * page stays light; the /my-data page the e-mailed link opens does the rest.
 */
export function ManageDataForm({ initialEmail = '' }: { initialEmail?: string } = {}) {
  // initialEmail: what was typed into the static page's field before it was hydrated (an island).
  const [email, setEmail] = useState(initialEmail);
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const { describedBy } = fieldDescription(FIELD_ID, undefined, error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    const problem =
      address === '' ? MESSAGES.empty : looksLikeEmail(address) ? null : MESSAGES.invalid;
    setAnswer('');
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const body: PrivacyRequestBody = { email: address, website };
      const response = await fetch('/api/privacy/request', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const parsed: unknown = await response.json().catch(() => null);
      if (response.ok && isRequestResponse(parsed)) {
        setAnswer(parsed.message);
      } else {
        setError(
          response.status === 400 ? MESSAGES.invalid : (serverMessage(parsed) ?? MESSAGES.failed),
        );
        inputRef.current?.focus();
      }
    } catch {
      setError(MESSAGES.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-10 max-w-xl rounded-xl bg-surface p-6 shadow-card ring-1 ring-line sm:p-8"
    >
      <FieldFrame id={FIELD_ID} label="Your e-mail address" required error={error}>
        <input
          ref={inputRef}
          id={FIELD_ID}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses(Boolean(error))}
        />
      </FieldFrame>
      <Honeypot id={`${FIELD_ID}-website`} value={website} onChange={setWebsite} />
      <Button type="submit" busy={sending} className="mt-5 w-full sm:w-auto">
        {sending ? null : <Send aria-hidden="true" className="size-5" />}
        {sending ? 'Sending…' : 'Send me a link'}
      </Button>
      <p role="status" className="mt-4 font-semibold text-pretty text-success">
        {answer}
      </p>
    </form>
  );
}
