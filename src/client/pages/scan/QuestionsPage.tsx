import { ArrowLeft, ArrowRight, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { QuestionList } from '../../../shared/api/questions';
import { type ProductId, products, resolveProductId } from '../../../shared/catalog';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ChoiceGroup, optionChoices } from '../../components/ui/ChoiceGroup';
import { Container } from '../../components/ui/Container';
import {
  QUESTION_HEADING_ID,
  QuestionHeading,
  StepProgress,
} from '../../components/ui/QuestionStep';
import { LoadingPanel, StatusPanel } from '../../components/ui/StatusPanel';
import { ScanProviders } from '../../lib/providers';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { clearAnswers, readAnswers, writeAnswers } from './answers-storage';
import { useCreateAssessment } from './api/create-assessment';
import { useQuestions } from './api/get-questions';
import { useSaveResponses } from './api/save-responses';
import { getHoneypot, readIntakeForm, toProfile } from './intake-storage';

/**
 * /questions?tier=<tier>&assessmentId=<id> (docs/product.md §2 'Assessment flow', §4, §5, §8, D-09,
 * D-21).
 */
export function QuestionsPage() {
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <QuestionsScreen />
      </MarketingLayout>
    </ScanProviders>
  );
}

function questionsUrl(tier: string, assessmentId: string): string {
  return `/questions?${new URLSearchParams({ tier, assessmentId }).toString()}`;
}

function QuestionsScreen() {
  useDocumentTitle('Your questions');
  const params = new URLSearchParams(useSearch());
  const tier = params.get('tier') ?? '';
  const assessmentId = params.get('assessmentId');
  const product = tier ? resolveProductId(tier) : null;
  const questions = useQuestions(tier, { enabled: product !== null });

  if (product === null || questions.isError || questions.data?.length === 0) {
    return <NoQuestions />;
  }
  if (!questions.data) return <LoadingPanel label="Loading your questions…" />;
  return (
    <Questionnaire
      tier={tier}
      product={product}
      questions={questions.data}
      assessmentId={assessmentId}
    />
  );
}

function NoQuestions() {
  return (
    <Container className="py-16 sm:py-24">
      <StatusPanel
        icon={SearchX}
        tone="warm"
        title="No Questions Available"
        actions={<ButtonLink to="/pricing">Return to Pricing</ButtonLink>}
      >
        <p>We couldn't load the assessment questions.</p>
        <p className="mt-2">Pick a plan on the pricing page and we'll start you off right.</p>
      </StatusPanel>
    </Container>
  );
}

type QuestionnaireProps = {
  tier: string;
  product: ProductId;
  questions: QuestionList;
  assessmentId: string | null;
};

function Questionnaire({ tier, product, questions, assessmentId }: QuestionnaireProps) {
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const isStorm = product === 'storm';
  const [answers, setAnswers] = useState<Record<string, string>>(() => readAnswers(assessmentId));
  // Resume at the first unanswered question after a reload.
  const [index, setIndex] = useState(() => {
    const firstOpen = questions.findIndex((question) => !answers[question.id]);
    return firstOpen === -1 ? questions.length - 1 : firstOpen;
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const start = useStartAssessment(tier, assessmentId);
  const save = useSaveResponses();

  useEffect(() => {
    if (assessmentId) writeAnswers(assessmentId, answers);
  }, [assessmentId, answers]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the trigger: a new question takes the focus
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const question = questions[index];
  if (!question) return <NoQuestions />;
  const total = questions.length;
  const isLast = index === total - 1;
  const answer = answers[question.id] ?? '';

  const go = (next: number) => {
    moved.current = true;
    setIndex(Math.min(Math.max(next, 0), total - 1));
  };

  const finish = () => {
    if (!assessmentId) return;
    const responses = Object.fromEntries(
      questions.map((item) => [item.id, answers[item.id] ?? '']),
    );
    save.mutate(
      { id: assessmentId, responses },
      {
        onSuccess: () => {
          clearAnswers(assessmentId);
          navigate(
            isStorm
              ? `/storm/results/${encodeURIComponent(assessmentId)}`
              : `/checkout/${encodeURIComponent(tier)}?${new URLSearchParams({ assessmentId }).toString()}`,
          );
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to save responses. Please try again.',
            tone: 'error',
          }),
      },
    );
  };

  return (
    <Container className="py-8 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
          {products[product].name}
        </p>
        <StepProgress number={index + 1} total={total} className="mt-3" />

        <section
          aria-labelledby={QUESTION_HEADING_ID}
          className="mt-6 rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
        >
          <QuestionHeading ref={headingRef}>{question.text}</QuestionHeading>
          <p id="question-hint" className="mt-2 text-muted">
            Pick the one closest to you. Honest beats flattering.
          </p>
          <ChoiceGroup
            key={question.id}
            choices={optionChoices(question.id, question.options)}
            value={answer}
            onValueChange={(value) =>
              setAnswers((previous) => ({ ...previous, [question.id]: value }))
            }
            labelledBy={QUESTION_HEADING_ID}
            describedBy="question-hint"
            className="mt-6"
          />
        </section>

        {start.failed ? (
          <div
            role="alert"
            className="mt-6 flex flex-col gap-3 rounded-md bg-danger-soft p-4 text-danger sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="font-semibold">
              We couldn't start your scan. Your answers are safe here.
            </p>
            <Button variant="secondary" onClick={start.retry} busy={start.pending}>
              Try again
            </Button>
          </div>
        ) : null}

        <div className="mt-6 flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            Previous
          </Button>
          {isLast ? (
            <Button
              onClick={finish}
              disabled={answer === '' || !assessmentId}
              busy={save.isPending}
            >
              {isStorm ? 'Get Results' : 'Proceed to Payment'}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          ) : (
            <Button onClick={() => go(index + 1)} disabled={answer === ''}>
              Next
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          )}
        </div>
        {!assessmentId && !start.failed ? (
          <p role="status" className="mt-4 text-center text-sm text-muted">
            Setting up your scan…
          </p>
        ) : null}
      </div>
    </Container>
  );
}

/**
 * docs/product.md §4: arriving without an assessmentId creates the assessment for the tier and the
 * intake in session storage, then puts the id in the URL. Without a complete intake, back to
 * /start-scan.
 */
function useStartAssessment(tier: string, assessmentId: string | null) {
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const create = useCreateAssessment();
  const started = useRef(false);

  const run = () => {
    const profile = toProfile(readIntakeForm());
    if (!profile) {
      navigate('/start-scan', { replace: true });
      return;
    }
    started.current = true;
    create.mutate(
      { tier, profile, website: getHoneypot() },
      {
        onSuccess: ({ id }) => navigate(questionsUrl(tier, id), { replace: true }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to start assessment. Please try again.',
            tone: 'error',
          }),
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrival without an id; the ref keeps StrictMode from creating two
  useEffect(() => {
    if (assessmentId || started.current) return;
    run();
  }, [assessmentId]);

  return { failed: create.isError, pending: create.isPending, retry: run };
}
