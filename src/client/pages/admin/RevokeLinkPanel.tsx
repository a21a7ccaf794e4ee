import { CircleCheck, Link2Off } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { revokeReportLinkBodySchema } from '../../../shared/api/admin';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useToast } from '../../lib/toast';
import { retryAfterSentence } from './admin-format';
import { ADMIN_TOASTS, REVOKE_LINK_TEXT as TEXT } from './admin-text';
import { endedSession, isServerAnswer, retryAfterOf } from './api/admin-request';
import { useRevokeReportLink } from './api/revoke-report-link';
import { Panel } from './components/Panel';
import { TextInput } from './components/TextInput';

/**
 * 'Revoke a report link' (docs/operations.md, 'The report page'): support pastes the link a
 * person sent them, confirms, and the server clears that one link. What the server says (revoked,
 * not a report link, no such link, too many attempts) shows beside the field; the pasted link is
 * kept on a refusal so it can be corrected, and cleared once revoked.
 */
export function RevokeLinkPanel() {
  const id = useId();
  const fieldId = `${id}-link`;
  const { toast } = useToast();
  const revoke = useRevokeReportLink();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (revoke.isPending) return;
    setDone(null);
    const parsed = revokeReportLinkBodySchema.safeParse({ link });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message ?? TEXT.hint);
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const run = () => {
    setConfirming(false);
    const parsed = revokeReportLinkBodySchema.safeParse({ link });
    if (!parsed.success) return;
    revoke.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setLink('');
        // Said once, in the status line beside the field (no toast saying it again).
        setDone(message);
        inputRef.current?.focus();
      },
      onError: (failure) => {
        if (endedSession(failure)) return;
        if (!isServerAnswer(failure)) {
          toast(ADMIN_TOASTS.revokeError);
          inputRef.current?.focus();
          return;
        }
        const seconds = failure.status === 429 ? retryAfterOf(failure) : null;
        const message = failure.serverMessage ?? TEXT.refused;
        refuse(seconds === null ? message : `${message} ${retryAfterSentence(seconds)}`);
      },
    });
  };

  return (
    <Panel id="revoke-link-title" icon={Link2Off} title={TEXT.title} lead={<p>{TEXT.lead}</p>}>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="revoke-link-title"
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <TextInput
          id={fieldId}
          ref={inputRef}
          label={TEXT.label}
          hint={TEXT.hint}
          autoComplete="off"
          inputMode="url"
          value={link}
          maxLength={2048}
          error={error}
          onChange={(value) => {
            setLink(value);
            if (error) setError(null);
            if (done) setDone(null);
          }}
        />
        <Button type="submit" busy={revoke.isPending} className="sm:mt-9">
          {revoke.isPending ? null : <Link2Off aria-hidden="true" className="size-5" />}
          {revoke.isPending ? TEXT.busy : TEXT.submit}
        </Button>
      </form>

      <p role="status" className="mt-4 empty:hidden">
        {done ? (
          <span className="flex items-start gap-2 rounded-md bg-success-soft p-3 text-sm font-semibold text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{done}</span>
          </span>
        ) : null}
      </p>

      <Dialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          inputRef.current?.focus();
        }}
        role="alertdialog"
        title={TEXT.confirmTitle}
        description={TEXT.confirmDescription}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
                inputRef.current?.focus();
              }}
              data-autofocus
            >
              {TEXT.cancel}
            </Button>
            <Button onClick={run}>
              <Link2Off aria-hidden="true" className="size-5" />
              {TEXT.confirm}
            </Button>
          </>
        }
      />
    </Panel>
  );
}
