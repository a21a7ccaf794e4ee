import { CircleAlert, CircleCheck, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import {
  PARTNER_LINK_MESSAGES,
  PARTNER_REMINDER_AFTER_HOURS,
  partnerAddressSchema,
} from '../../../shared/api/partner-notices';
import { Button } from '../../components/ui/Button';
import { controlClasses, fieldDescription } from '../../components/ui/FieldFrame';
import { Honeypot } from '../../components/ui/Honeypot';
import { isApiError } from '../../lib/api-client';
import { useZodForm } from '../../lib/use-zod-form';
import { useSendPartnerLink } from './api/send-partner-link';

/** The form's one field, on the rule the server checks too. */
const emailLinkFormSchema = z.object({ email: partnerAddressSchema });

const FALLBACK_ERROR = 'Something went wrong on our side. Try again, or copy the link above.';

/**
 * On /text, under the partner's link: mSoul e-mails the link for person 1 (issue 24). Optional:
 * copying still works. The page says 'Sent' only after the server answered that the mail server
 * took the e-mail; refusals (a bad address, the limit, a mail server down) are said next to the
 * field in the server's words.
 */
export function EmailLinkForm({ refId, partner }: { refId: string; partner: string }) {
  const id = useId();
  const [values, setValues] = useState({ email: '' });
  const [website, setWebsite] = useState('');
  const send = useSendPartnerLink();
  const form = useZodForm({
    schema: emailLinkFormSchema,
    values,
    onChange: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (send.isError) send.reset();
    },
    idOf: (name) => `${id}-${name}`,
  });

  const serverError = send.error
    ? isApiError(send.error)
      ? (send.error.serverMessage ?? FALLBACK_ERROR)
      : FALLBACK_ERROR
    : null;
  // A refused address belongs next to the field; anything else under the button.
  const addressRefused = isApiError(send.error) && send.error.code === 'invalid_email';
  const fieldError = form.error('email') ?? (addressRefused ? serverError : null);
  const formError = addressRefused ? null : serverError;
  const hint = `We send it once from mSoul. If ${partner} hasn't answered after ${PARTNER_REMINDER_AFTER_HOURS / 24} days, we send one reminder, and that's all.`;
  const { hintId, errorId } = fieldDescription(`${id}-email`, hint, fieldError);
  const done = send.data ?? null;
  const used = done !== null && done.emailsLeft === 0;

  const submit = form.handleSubmit((data) => {
    send.mutate({ refId, email: data.email, website });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-6 border-t border-line pt-5"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-accent" />
        Or let us e-mail it
      </h3>
      <label htmlFor={`${id}-email`} className="mt-3 block font-semibold">
        {partner}'s e-mail <span className="font-normal text-muted">(optional)</span>
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <input
          {...form.control('email', hintId ?? '', errorId ?? '')}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          value={values.email}
          onChange={(event) => form.field('email').onChange(event.target.value)}
          aria-invalid={fieldError === null ? undefined : true}
          className={controlClasses(fieldError !== null)}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={send.isPending}
          disabled={send.isPending || used}
          className="shrink-0 sm:mt-2"
        >
          {send.isPending ? 'Sending…' : 'Send link'}
        </Button>
      </div>
      <Honeypot value={website} onChange={setWebsite} />
      <p id={hintId} className="mt-1.5 text-sm text-muted">
        {hint}
      </p>
      {fieldError ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {fieldError}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {done && !send.isPending ? (
          <p className="mt-3 flex items-start gap-2 rounded-md bg-success-soft p-3 text-pretty text-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>
              {done.message} We'll let you know when {partner} has answered.
              {used ? ` ${PARTNER_LINK_MESSAGES.tooMany}` : null}
            </span>
          </p>
        ) : null}
      </div>
      {formError ? (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-md bg-danger-soft p-3 text-pretty text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{formError}</span>
        </p>
      ) : null}
    </form>
  );
}
