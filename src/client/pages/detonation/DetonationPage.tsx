import { useMutation } from '@tanstack/react-query';
import {
  ArrowLeft,
  ArrowRight,
  CreditCard,
  FileText,
  ListChecks,
  Lock,
  MessageCircle,
  Send,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { ANSWER_KEYS, ANSWER_MAX_CHARS } from '../../../shared/api/sessions';
import { products } from '../../../shared/catalog';
import { openQuestions } from '../../../shared/questions/open';
import type { PrivateCheck } from '../../../shared/safety/private-check';
import { COUPLE_MESSAGES, profileProblem } from '../../../shared/validation/couple-rules';
import { answersReadability } from '../../../shared/validation/readability';
import { hasEnoughWords } from '../../../shared/validation/words';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import {
  PrivateCheckSection,
  privateCheckToSend,
} from '../../components/private-check/PrivateCheckSection';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Container } from '../../components/ui/Container';
import { Honeypot } from '../../components/ui/Honeypot';
import {
  QUESTION_HEADING_ID,
  QuestionHeading,
  StepProgress,
} from '../../components/ui/QuestionStep';
import { isApiError } from '../../lib/api-client';
import { ScanProviders } from '../../lib/providers';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useZodForm } from '../../lib/use-zod-form';
import { startSession, useStartSession } from './api/start-session';
import { submitAnswers } from './api/submit-answers';
import { profileFormSchema } from './contact-forms';
import { TWO_STEP_PRODUCTS, type TwoStepProduct, twoStepTierFromSearch } from './couple-products';
import { DraftStatus } from './DraftStatus';
import { ProfileFields } from './Field';
import { ProductChoice } from './ProductChoice';
import { ResumePanel } from './ResumePanel';
import { SinglePage } from './SinglePage';
import { SwitchReading, singlePageHref } from './SwitchReading';
import {
  forgetSessionInProgress,
  readSessionInProgress,
  rememberSessionInProgress,
} from './session-in-progress';
import {
  clearTwoStepDraft,
  QUESTION_COUNT,
  readTwoStepDraft,
  type TwoStepDraft,
  writeTwoStepDraft,
} from './two-step-storage';
import { type ServerDraft, useServerDraft } from './use-server-draft';
import { useTierFollowsChoice } from './use-tier-address';
import { WordCount } from './WordCount';

/**
 * /detonation (docs/product.md §2 'Paired paid flow' reading a, §4, §5, §8; D-08, D-09, D-21): the
 * profile step, then ten open questions one at a time, then 'Submit & Pay'. With ?mode=single it is
 * the single page (reading b) instead; each reading links to the other.
 */
export function DetonationPage() {
  const single = new URLSearchParams(useSearch()).get('mode') === 'single';
  if (single) return <SinglePage />;
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <TwoStepScreen />
      </MarketingLayout>
    </ScanProviders>
  );
}

function TwoStepScreen() {
  useDocumentTitle('Detonation: your answers');
  const search = useSearch();
  const assessmentId = new URLSearchParams(search).get('assessmentId');
  // ?tier= (/checkout/<tier>, the plan buttons) preselects its report (docs/product.md §2).
  const [draft, setDraft] = useState(() => readTwoStepDraft(twoStepTierFromSearch(search)));
  const [website, setWebsite] = useState('');
  // The private check (decision 010) is kept in memory only, never in the draft: it is
  // sensitive, and a reload simply offers it again.
  const [privateCheck, setPrivateCheck] = useState<PrivateCheck>({});
  // Set when the answers were saved but no payment could be started (docs/product.md §4).
  const [savedRefId, setSavedRefId] = useState<string | null>(null);
  // Answers this tab already sent (a cancelled checkout, a payment not confirmed): resumed, not
  // started over (session-in-progress.ts).
  const [inProgress, setInProgress] = useState(readSessionInProgress);
  const startOver = useCallback(() => {
    forgetSessionInProgress();
    setInProgress(null);
  }, []);

  // A step changed by the person (not restored on load) moves focus to the new step's heading.
  const [stepMoved, setStepMoved] = useState(false);

  useEffect(() => {
    writeTwoStepDraft(draft);
  }, [draft]);
  // The server copy behind the e-mailed resume link (docs/decisions/015).
  const serverDraft = useServerDraft(draft);

  const update = (change: Partial<TwoStepDraft>) => {
    if (change.step !== undefined) setStepMoved(true);
    setDraft((previous) => ({ ...previous, ...change }));
  };

  let screen: ReactNode;
  if (savedRefId) screen = <PaymentUnavailable refId={savedRefId} />;
  else if (inProgress) screen = <ResumePanel session={inProgress} onStartOver={startOver} />;
  else if (draft.step === 0 || !draft.refId) {
    screen = (
      <ProfileStep
        draft={draft}
        focusHeading={stepMoved}
        update={update}
        assessmentId={assessmentId}
        website={website}
        onWebsite={setWebsite}
      />
    );
  } else {
    screen = (
      <QuestionStep
        draft={draft}
        focusHeading={stepMoved}
        refId={draft.refId}
        update={update}
        assessmentId={assessmentId}
        website={website}
        privateCheck={privateCheck}
        onPrivateCheck={setPrivateCheck}
        serverDraft={serverDraft}
        onSaved={(refId) => {
          clearTwoStepDraft();
          setSavedRefId(refId);
        }}
      />
    );
  }

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">{screen}</div>
    </Container>
  );
}

/**
 * Why the intake's 'Proceed to Payment' leads to ten more questions (D-09), in one line: the
 * intake's choices set up the report, the report reads these answers.
 */
const FROM_INTAKE =
  'Your intake is saved. The report reads your own words, so ten short open questions come next; your partner answers theirs after you.';

type ProfileStepProps = {
  draft: TwoStepDraft;
  focusHeading: boolean;
  update: (change: Partial<TwoStepDraft>) => void;
  assessmentId: string | null;
  website: string;
  onWebsite: (value: string) => void;
};

function ProfileStep({
  draft,
  focusHeading,
  update,
  assessmentId,
  website,
  onWebsite,
}: ProfileStepProps) {
  const { toast } = useToast();
  const start = useStartSession();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const followTier = useTierFollowsChoice();
  const { profile, product } = draft;
  const form = useZodForm({
    schema: profileFormSchema,
    values: profile,
    onChange: (name, value) => update({ profile: { ...profile, [name]: value } }),
    idOf: (name) => `profile-${name}`,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only (back from question 1)
  useEffect(() => {
    if (focusHeading) showHeading(headingRef.current);
  }, []);

  const onSubmit = form.handleSubmit(
    () => {
      // Back from question 1: the session exists already (the submit records the product).
      if (draft.refId) {
        update({ step: 1 });
        return;
      }
      start.mutate(
        { productType: product, assessmentId: assessmentId ?? undefined, website },
        {
          onSuccess: ({ refId }) => update({ refId, step: 1 }),
          onError: () =>
            toast({
              title: 'Error',
              description: 'Failed to start session. Please try again.',
              tone: 'error',
            }),
        },
      );
    },
    {
      onInvalid: () =>
        toast({
          title: 'Missing Information',
          // The fixed toast (docs/product.md §11) for the whole step (couple-rules.ts), beside each
          // field's message.
          description: profileProblem(profile) ?? COUPLE_MESSAGES.profileMissing,
          tone: 'error',
        }),
    },
  );

  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
        Step 1 of 2 · About you
      </p>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-3xl font-extrabold tracking-tight text-balance outline-none sm:text-4xl"
      >
        Your Detonation report
      </h1>
      <p className="mt-3 text-lg text-pretty text-muted">
        Tell us who you are and who it's about. Then ten open questions, one at a time: a few honest
        sentences each. Your partner answers their own questions after you.
      </p>
      {assessmentId ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-accent-soft p-3 text-pretty text-ink">
          <ListChecks aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
          {FROM_INTAKE}
        </p>
      ) : null}
      <SwitchReading to={singlePageHref(product)}>
        Have your partner's answers already? Use the one-page form
      </SwitchReading>

      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="profile-title"
        className="mt-8 rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
      >
        <h2 id="profile-title" className="text-xl font-bold">
          Your profile
        </h2>
        <p className="mt-1 text-sm text-muted">
          Fields marked <span className="font-semibold text-accent">*</span> are required.
        </p>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <ProfileFields
            field={form.field}
            emailHint="Your report is sent here. Use the same address when you pay."
          />
        </div>

        <h2 id="product-title" className="mt-8 text-xl font-bold">
          Choose your report
        </h2>
        <ProductChoice
          options={TWO_STEP_PRODUCTS}
          value={product}
          onChange={(next: TwoStepProduct) => {
            update({ product: next });
            followTier(next);
          }}
          labelledBy="product-title"
        />

        <Honeypot value={website} onChange={onWebsite} />

        <div className="mt-8 border-t border-line pt-6">
          <Button type="submit" size="lg" fullWidth busy={start.isPending}>
            Continue
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
          <p className="mt-4 flex items-start gap-2 text-sm text-muted">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Guidance, not therapy. Your email and phone number are never shown to your partner, and
            your answers are deleted after 30 days.
          </p>
        </div>
      </form>
    </>
  );
}

const OPEN_QUESTION_TEXTS = openQuestions.map((question) => question.text);

type QuestionStepProps = {
  draft: TwoStepDraft;
  focusHeading: boolean;
  refId: string;
  update: (change: Partial<TwoStepDraft>) => void;
  assessmentId: string | null;
  website: string;
  privateCheck: PrivateCheck;
  onPrivateCheck: (next: PrivateCheck) => void;
  /** The server copy of the form (paused while the answers are sent, stopped once they are in). */
  serverDraft: ServerDraft;
  onSaved: (refId: string) => void;
};

function QuestionStep({
  draft,
  focusHeading,
  refId,
  update,
  assessmentId,
  website,
  privateCheck,
  onPrivateCheck,
  serverDraft,
  onSaved,
}: QuestionStepProps) {
  const { toast } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const index = Math.min(Math.max(draft.step, 1), QUESTION_COUNT) - 1;
  const question = openQuestions[index];
  const key = ANSWER_KEYS[index];
  const submit = useMutation({ mutationFn: sendAnswers });
  // Kept busy while the browser leaves for the checkout page.
  const [leaving, setLeaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the trigger: a new question takes the focus
  useEffect(() => {
    if (focusHeading) showHeading(headingRef.current);
  }, [index]);

  if (!question || !key) return null;
  const answer = draft.answers[key];
  const isLast = index === QUESTION_COUNT - 1;
  const number = index + 1;

  const go = (step: number) => update({ step });

  // The word rule first, then D-24's readability rule against this and the earlier answers (the
  // server checks all ten the same way).
  const refused = () => {
    const problem = hasEnoughWords(answer)
      ? answersReadability(
          ANSWER_KEYS.slice(0, index + 1).map((answerKey) => draft.answers[answerKey]),
          OPEN_QUESTION_TEXTS.slice(0, index + 1),
        )[index]
      : null;
    if (hasEnoughWords(answer) && !problem) return false;
    toast({
      title: problem ? 'Answer Not Readable' : 'Answer Too Short',
      description: problem ? problem.message : COUPLE_MESSAGES.answerTooShort,
      tone: 'error',
    });
    fieldRef.current?.focus();
    return true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refused()) return;
    if (!isLast) {
      go(draft.step + 1);
      return;
    }
    const onNewSession = (fresh: string) => update({ refId: fresh });
    serverDraft.pause();
    submit.mutate(
      { draft, refId, assessmentId, website, privateCheck, onNewSession },
      {
        onSuccess: (result) => {
          serverDraft.stop();
          // Kept for the way back: a cancelled checkout returns to this session, not to step 1.
          rememberSessionInProgress({
            refId: result.refId,
            submissionId: result.submissionId,
            product: draft.product,
          });
          if (result.checkoutUrl) {
            clearTwoStepDraft();
            setLeaving(true);
            window.location.assign(result.checkoutUrl);
            return;
          }
          onSaved(result.refId);
        },
        onError: (error) => {
          serverDraft.resume();
          const explained = isApiError(error, 400) || isApiError(error, 409);
          toast({
            title: 'Submission Failed',
            description:
              (explained ? error.serverMessage : null) ??
              'Please check your answers and try again.',
            tone: 'error',
          });
        },
      },
    );
  };

  const busy = submit.isPending || leaving;
  const hintId = `${key}-hint`;
  const countId = `${key}-count`;

  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
        Step 2 of 2 · {products[draft.product].name}
      </p>
      <StepProgress number={number} total={QUESTION_COUNT} className="mt-3" />

      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={QUESTION_HEADING_ID}
        className="mt-6 rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
      >
        <QuestionHeading ref={headingRef}>{question.text}</QuestionHeading>
        <p id={hintId} className="mt-2 text-muted">
          {question.hint}
        </p>
        <label htmlFor={key} className="mt-6 block font-semibold">
          Your answer
        </label>
        <textarea
          key={key}
          id={key}
          ref={fieldRef}
          value={answer}
          rows={6}
          maxLength={ANSWER_MAX_CHARS}
          aria-describedby={`${hintId} ${countId}`}
          onChange={(event) => update({ answers: { ...draft.answers, [key]: event.target.value } })}
          className="mt-2 block w-full resize-y rounded-md border border-line bg-surface px-4 py-3 text-base text-ink focus-visible:border-accent"
        />
        <WordCount id={countId} text={answer} />

        {isLast ? (
          <PrivateCheckSection
            id="private-check"
            value={privateCheck}
            onChange={onPrivateCheck}
            disabled={busy}
            look="inline"
            className="mt-6"
          />
        ) : null}

        <div className="mt-6 flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => go(draft.step - 1)} disabled={busy}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            Previous
          </Button>
          {isLast ? (
            <Button type="submit" busy={busy}>
              {busy ? 'Submitting...' : 'Submit & Pay'}
              {busy ? null : <CreditCard aria-hidden="true" className="size-5" />}
            </Button>
          ) : (
            <Button type="submit">
              Next
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          )}
        </div>
      </form>
      <DraftStatus status={serverDraft.status} />
    </>
  );
}

type SendAnswersInput = {
  draft: TwoStepDraft;
  refId: string;
  assessmentId: string | null;
  website: string;
  privateCheck: PrivateCheck;
  /** Told when the session had to be replaced, so the draft keeps the new refId. */
  onNewSession: (refId: string) => void;
};

/**
 * POST /api/submit with person 1's profile and answers. A session the server no longer knows
 * (404: expired or purged) is replaced by a new one once, so the typed answers are not lost.
 */
async function sendAnswers({
  draft,
  refId,
  assessmentId,
  website,
  privateCheck,
  onNewSession,
}: SendAnswersInput) {
  const { profile, product, answers } = draft;
  const send = (sessionRefId: string) =>
    submitAnswers({
      refId: sessionRefId,
      person1: {
        name: profile.name,
        email: profile.email,
        phone: profile.phone.trim() === '' ? undefined : profile.phone,
        partnerName: profile.partnerName,
      },
      answers,
      productType: product,
      honeypot: website,
      privateCheck: privateCheckToSend(privateCheck),
    });
  try {
    return await send(refId);
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
    const fresh = await startSession({
      productType: product,
      assessmentId: assessmentId ?? undefined,
      website,
    });
    onNewSession(fresh.refId);
    return send(fresh.refId);
  }
}

/** A new step starts at the top of the page, its heading focused for screen readers. */
function showHeading(heading: HTMLHeadingElement | null): void {
  window.scrollTo({ top: 0 });
  heading?.focus({ preventScroll: true });
}

/** docs/product.md §4: no checkout link yet, so say so, and hand over the partner's link. */
function PaymentUnavailable({ refId }: { refId: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    showHeading(headingRef.current);
  }, []);
  const sharePath = `/text/${encodeURIComponent(refId)}`;
  return (
    <section
      role="status"
      aria-labelledby="saved-title"
      className="flex flex-col items-center rounded-xl bg-surface p-6 text-center shadow-card ring-1 ring-line sm:p-10"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-full bg-warm-soft text-warning"
      >
        <FileText className="size-7" />
      </span>
      <h1
        id="saved-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl font-extrabold tracking-tight text-balance outline-none sm:text-3xl"
      >
        Your answers are saved
      </h1>
      <p className="mt-3 text-pretty text-muted">
        Payment is unavailable right now, so nothing was charged. Your answers are saved: invite
        your partner to answer their ten questions, and you can pay from the sharing page later.
      </p>
      <div className="mt-7 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={sharePath}>
          <MessageCircle aria-hidden="true" className="size-5" />
          Invite your partner
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
      <p className="mt-6 flex items-start gap-2 text-left text-sm text-muted">
        <Send aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Keep the sharing page's address: it is the way back to your session.
      </p>
    </section>
  );
}
