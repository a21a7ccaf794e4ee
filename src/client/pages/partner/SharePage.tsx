import { ClipboardPaste, CreditCard, HeartHandshake, Link2, ListOrdered } from 'lucide-react';
import { useId, useRef } from 'react';
import type { SessionView } from '../../../shared/api/sessions';
import { products } from '../../../shared/catalog';
import { partnerQuestions } from '../../../shared/questions/partner';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { AnswerStatus, useCheckAgain } from './AnswerStatus';
import { CopyButton } from './CopyButton';
import { EmailLinkForm } from './EmailLinkForm';
import { type LoadedSession, SessionPage } from './PartnerFrame';
import {
  checkoutPath,
  namesOf,
  partnerLink,
  partnerMessageParts,
  partnerQuestionsMessage,
  pastePath,
  sentenceStart,
} from './partner-text';

/**
 * /text/<refId>: person 1 sends the partner their link or the questions (docs/product.md §2, §8,
 * D-19).
 */
export function SharePage() {
  return (
    <SessionPage title="Share the questions with your partner" loadingLabel="Loading your session…">
      {(loaded) => <ShareScreen {...loaded} />}
    </SessionPage>
  );
}

function ShareScreen({ refId, session, refreshing, refresh }: LoadedSession) {
  const check = useCheckAgain(refresh);
  return (
    <div className="grid gap-6 sm:gap-8">
      <ShareIntro session={session} />
      <LinkCard refId={refId} partner={namesOf(session).partner} />
      <QuestionsCard refId={refId} />
      <AnswerStatus
        session={session}
        checking={refreshing}
        lastChecked={check.lastChecked}
        onCheck={check.run}
      />
      <NextSteps refId={refId} />
    </div>
  );
}

function ShareIntro({ session }: { session: SessionView }) {
  const { person1Name, partnerName } = session;
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
        {products[session.productType].name}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        Send the questions to {partnerName ?? 'your partner'}
      </h1>
      {person1Name && partnerName ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-plum-soft px-3 py-1 text-sm font-semibold text-plum">
          <HeartHandshake aria-hidden="true" className="size-4" />
          For {person1Name} and {partnerName}
        </p>
      ) : null}
      <p className="mt-3 text-lg text-pretty text-muted">
        The report reads both of you together, so {partnerName ?? 'your partner'} answers 10 short
        multiple-choice questions. Send the link, or send the questions and paste the replies in
        here yourself.
      </p>
    </div>
  );
}

const cardClasses = 'rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8';

function LinkCard({ refId, partner }: { refId: string; partner: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const link = partnerLink(window.location.origin, refId);
  return (
    <section aria-labelledby={`${id}-title`} className={cardClasses}>
      <h2
        id={`${id}-title`}
        className="flex items-center gap-2 text-2xl font-extrabold tracking-tight"
      >
        <Link2 aria-hidden="true" className="size-6 shrink-0 text-accent" />
        The easy way: send a link
      </h2>
      <p className="mt-2 text-pretty text-muted">
        {sentenceStart(partner)} opens it, picks one answer per question and is done in about 3
        minutes. No account, no app.
      </p>
      <label htmlFor={id} className="mt-5 block font-semibold">
        Partner's link
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input
          id={id}
          ref={field}
          readOnly
          type="text"
          value={link}
          onFocus={(event) => event.target.select()}
          className="block min-h-12 w-full min-w-0 rounded-md border border-line bg-canvas px-4 py-3 font-mono text-sm text-ink focus-visible:border-accent"
        />
        <CopyButton
          text={link}
          label="Copy link"
          copiedMessage="The partner's link was copied."
          onCopyFailed={() => {
            field.current?.focus();
            field.current?.select();
          }}
          className="shrink-0"
        />
      </div>
      <EmailLinkForm refId={refId} partner={partner} />
    </section>
  );
}

function QuestionsCard({ refId }: { refId: string }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const link = partnerLink(window.location.origin, refId);
  const parts = partnerMessageParts(link, partnerQuestions);
  return (
    <section aria-labelledby={`${id}-title`} className={cardClasses}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2
            id={`${id}-title`}
            className="flex items-center gap-2 text-2xl font-extrabold tracking-tight"
          >
            <ListOrdered aria-hidden="true" className="size-6 shrink-0 text-accent" />
            The 10 questions
          </h2>
          <p className="mt-2 text-pretty text-muted">
            Rather text them? This copies the link and all ten questions, numbered, in one message.
          </p>
        </div>
        <CopyButton
          text={partnerQuestionsMessage(link, partnerQuestions)}
          label="Copy all questions"
          copiedMessage="The questions and the link were copied."
          onCopyFailed={() => {
            // Selects the message as shown, for copying by hand.
            if (box.current) window.getSelection()?.selectAllChildren(box.current);
          }}
          variant="secondary"
          className="shrink-0 max-sm:w-full"
        />
      </div>
      <div
        ref={box}
        data-testid="questions-message"
        className="mt-5 rounded-md bg-canvas p-4 text-pretty ring-1 ring-line sm:p-5"
      >
        <p className="wrap-anywhere text-muted">{parts.intro}</p>
        <p className="mt-3 text-muted">{parts.replyHint}</p>
        <ol aria-label="The partner's questions" className="mt-3 grid gap-2">
          {parts.questions.map((question) => (
            <li key={question} className="font-medium">
              {question}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function NextSteps({ refId }: { refId: string }) {
  return (
    <section
      aria-labelledby="next-steps-title"
      className="grid gap-4 rounded-xl bg-plum-soft p-5 sm:p-8"
    >
      <h2 id="next-steps-title" className="text-xl font-bold">
        What's next
      </h2>
      <p className="-mt-2 text-pretty text-muted">
        Got the replies by text? Paste them in. Once both of you have answered, the report can be
        paid for and is e-mailed as a PDF.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={pastePath(refId)} variant="secondary">
          <ClipboardPaste aria-hidden="true" className="size-5" />
          Paste their answers
        </ButtonLink>
        <ButtonLink to={checkoutPath(refId)}>
          <CreditCard aria-hidden="true" className="size-5" />
          Proceed to payment
        </ButtonLink>
      </div>
    </section>
  );
}
