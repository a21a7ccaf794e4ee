import { CircleCheck, CircleDashed, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { SessionView } from '../../../shared/api/sessions';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { CheckedAt } from '../../components/ui/StatusParts';
import { answerLines, partnerSourceNote } from './partner-text';

/** D-19: no polling; a click asks the server again and says when it last asked. */
export function useCheckAgain(refetch: () => Promise<unknown>) {
  const [lastChecked, setLastChecked] = useState<Date | null>(null);
  const run = () => {
    void refetch().then(() => setLastChecked(new Date()));
  };
  return { lastChecked, run };
}

type AnswerStatusProps = {
  session: SessionView;
  checking: boolean;
  lastChecked: Date | null;
  onCheck: () => void;
};

/** Who has answered, as the server last said, with 'Check again' (D-19). */
export function AnswerStatus({ session, checking, lastChecked, onCheck }: AnswerStatusProps) {
  const lines = answerLines(session);
  const sourceNote = partnerSourceNote(session);
  const complete = lines.every((line) => line.answered);
  return (
    <section
      aria-labelledby="answer-status-title"
      className={cx(
        'rounded-xl p-5 ring-1 sm:p-6',
        complete ? 'bg-success-soft ring-success/20' : 'bg-warm-soft ring-warm/30',
      )}
    >
      <h2 id="answer-status-title" className="text-xl font-bold">
        {complete ? 'Both of you have answered' : 'Who has answered'}
      </h2>
      <ul className="mt-3 grid gap-2">
        {lines.map((line) => (
          <li key={line.who} className="flex items-start gap-3">
            {line.answered ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            ) : (
              <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            )}
            <span>
              <span className="font-semibold">{line.text}</span>
              {line.who === 'partner' && sourceNote ? (
                <span className="block text-sm text-muted">{sourceNote}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-pretty text-muted">
          {complete
            ? "This page doesn't refresh on its own."
            : "This page doesn't refresh on its own: once the missing answers are sent, check again."}
        </p>
        <Button
          variant="secondary"
          onClick={onCheck}
          busy={checking}
          className="shrink-0 max-sm:w-full"
        >
          {checking ? null : <RefreshCw aria-hidden="true" className="size-5" />}
          Check again
        </Button>
      </div>
      <CheckedAt lastChecked={checking ? null : lastChecked} className="mt-2" />
    </section>
  );
}
