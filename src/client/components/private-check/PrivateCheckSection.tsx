import { ChevronDown, ShieldCheck } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import {
  PRIVATE_CHECK_FREQUENCIES,
  PRIVATE_CHECK_ITEMS,
  type PrivateCheck,
} from '../../../shared/safety/private-check';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';

/*
 * The private check (decision 010), shared by person 1's pages (the two-step flow, the single
 * page) and the partner's (/p2, /p2paste). The answers live in the page's memory only: never in
 * a draft, never in storage.
 */

export const PRIVATE_CHECK_TITLE = 'Private check (optional)';
export const PRIVATE_CHECK_NOTE =
  'Only used to decide whether a couple report is the right tool. Never shown to your partner, never in the report.';

/** What the submit sends: the answered items, or nothing when none is answered. */
export function privateCheckToSend(check: PrivateCheck): PrivateCheck | undefined {
  return Object.values(check).some((answer) => answer !== undefined) ? check : undefined;
}

type PrivateCheckSectionProps = {
  /** Prefix of the ids and radio names; unique on the page. */
  id: string;
  value: PrivateCheck;
  onChange: (next: PrivateCheck) => void;
  disabled?: boolean;
  /** 'card' stands on its own; 'inline' sits inside a form's card under a rule. */
  look?: 'card' | 'inline';
  /** Replaces the one-line note, e.g. where someone else may be at the keyboard (/p2paste). */
  note?: string;
  className?: string;
};

/**
 * A closed disclosure (<details>) with four radio groups (fieldset and legend, native radios:
 * Tab reaches a group, the arrow keys choose). Skipping it, or any item, is always fine.
 */
export function PrivateCheckSection({
  id,
  value,
  onChange,
  disabled,
  look = 'card',
  note = PRIVATE_CHECK_NOTE,
  className,
}: PrivateCheckSectionProps) {
  // Opened again when the person comes back to this step with answers given.
  const [open, setOpen] = useState(() => privateCheckToSend(value) !== undefined);
  const card = look === 'card';

  // Enter on a radio would submit the surrounding form (and pay); it chooses nothing here.
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={cx(
        'group',
        card ? 'rounded-xl bg-surface shadow-card ring-1 ring-line' : 'border-t border-line',
        className,
      )}
    >
      <summary
        className={cx(
          'flex cursor-pointer list-none items-start gap-3 [&::-webkit-details-marker]:hidden',
          card ? 'rounded-xl px-5 py-4 sm:px-6' : 'rounded-md py-4',
        )}
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{PRIVATE_CHECK_TITLE}</span>
          <span className="mt-1 block text-sm text-pretty text-muted">{note}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      {open ? (
        <div className={cx('grid gap-6', card ? 'px-5 pb-6 sm:px-6' : 'pb-2')}>
          {PRIVATE_CHECK_ITEMS.map((item) => {
            const chosen = value[item.id];
            return (
              <fieldset key={item.id} disabled={disabled} className="min-w-0">
                <legend className="font-semibold text-pretty">{item.text}</legend>
                <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {PRIVATE_CHECK_FREQUENCIES.map((frequency) => {
                    const inputId = `${id}-${item.id}-${frequency.toLowerCase()}`;
                    return (
                      <label
                        key={frequency}
                        htmlFor={inputId}
                        className={cx(
                          'flex min-h-12 cursor-pointer items-center gap-3 rounded-md border-2 px-3 py-2 transition-colors has-focus-visible:ring-3 has-focus-visible:ring-accent/40',
                          chosen === frequency
                            ? 'border-accent bg-accent-soft'
                            : 'border-line bg-surface hover:border-muted',
                        )}
                      >
                        <input
                          id={inputId}
                          type="radio"
                          name={`${id}-${item.id}`}
                          value={frequency}
                          checked={chosen === frequency}
                          onChange={() => onChange({ ...value, [item.id]: frequency })}
                          onKeyDown={keepEnter}
                          className="size-5 shrink-0 accent-accent"
                        />
                        <span className="font-medium">{frequency}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
          <div>
            <Button variant="ghost" onClick={() => onChange({})} disabled={disabled}>
              Clear my private answers
            </Button>
          </div>
        </div>
      ) : null}
    </details>
  );
}
