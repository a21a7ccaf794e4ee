import type { LucideIcon } from 'lucide-react';
import { CircleCheck, CloudOff, LoaderCircle, Mail, RotateCcw } from 'lucide-react';
import type { DraftSaveStatus } from './use-server-draft';

type Line = { icon: LucideIcon; text: string; spin?: boolean };

/** What the status line says; null says nothing (exported for its unit test). */
export function draftStatusLine(status: DraftSaveStatus): Line[] | null {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'restored':
      return [{ icon: RotateCcw, text: 'Welcome back: your saved answers are here. Carry on.' }];
    case 'saving':
      return [{ icon: LoaderCircle, text: 'Saving…', spin: true }];
    case 'saved': {
      const lines: Line[] = [{ icon: CircleCheck, text: 'Saved' }];
      if (status.link === 'sent') {
        lines.push({
          icon: Mail,
          text: 'Your private link to continue on any device is in your inbox.',
        });
      } else if (status.link === 'pending') {
        lines.push({
          icon: Mail,
          text: 'A private link to continue on any device is on its way to your inbox.',
        });
      }
      return lines;
    }
    case 'failed':
      return [
        {
          icon: CloudOff,
          text: "Not saved online yet: we'll keep trying. Your answers are safe in this tab.",
        },
      ];
    case 'local':
      return [
        {
          icon: CloudOff,
          text: 'Your answers stay in this tab until you submit, so a reload loses nothing.',
        },
      ];
    case 'closed':
      return [{ icon: CircleCheck, text: 'Your answers have already been sent.' }];
  }
}

/**
 * The quiet save status under the two-step form (docs/decisions/015): 'Saved', and where the resume
 * link e-mail stands, claimed only as the server reports it. Announced politely.
 */
export function DraftStatus({ status }: { status: DraftSaveStatus }) {
  const lines = draftStatusLine(status);
  return (
    <div role="status" className="mt-4 flex min-h-6 flex-col items-center gap-1 text-sm text-muted">
      {lines?.map(({ icon: Icon, text, spin }) => (
        <p key={text} className="flex items-start gap-2 text-center">
          <Icon
            aria-hidden="true"
            className={spin ? 'mt-0.5 size-4 shrink-0 animate-spin' : 'mt-0.5 size-4 shrink-0'}
          />
          {text}
        </p>
      ))}
    </div>
  );
}
