import { useMutation } from '@tanstack/react-query';
import { Check, CircleAlert, ClipboardCopy, Lock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { ANSWER_KEYS, ANSWER_MAX_CHARS, answersToList } from '../../../shared/api/sessions';
import { type CoupleProduct, priceOf, products } from '../../../shared/catalog';
import { openQuestions } from '../../../shared/questions/open';
import { partnerQuestions } from '../../../shared/questions/partner';
import type { PrivateCheck } from '../../../shared/safety/private-check';
import {
  formatNumberedReplies,
  PARTNER_REPLY_COUNT,
  parseNumberedReplies,
} from '../../../shared/validation/numbered-replies';
import { MIN_ANSWER_WORDS } from '../../../shared/validation/words';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import {
  PrivateCheckSection,
  privateCheckToSend,
} from '../../components/private-check/PrivateCheckSection';
import { type AlertContent, AlertDialog } from '../../components/ui/AlertDialog';
import { Button } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { cx } from '../../components/ui/cx';
import { Honeypot } from '../../components/ui/Honeypot';
import { ApiRequestError, isApiError } from '../../lib/api-client';
import { ScanProviders } from '../../lib/providers';
import { useCopy } from '../../lib/use-copy';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useZodForm } from '../../lib/use-zod-form';
import { sendEmailSubmission } from './api/send-email-submission';
import { startSession } from './api/start-session';
import {
  type SinglePageField,
  singlePageFormSchema,
  singlePageValues,
  withSinglePageField,
} from './contact-forms';
import {
  coupleProductFrom,
  DEFAULT_PRODUCT,
  SINGLE_PAGE_PRODUCTS,
  tierFromSearch,
} from './couple-products';
import { ProfileFields } from './Field';
import { ProductChoice } from './ProductChoice';
import { partnerQuestionsText } from './partner-questions-text';
import { SwitchReading, twoStepHref } from './SwitchReading';
import { singlePageProblem } from './single-page-rules';
import {
  clearSinglePageDraft,
  forgetSessionRefId,
  openingSinglePageDraft,
  readSessionRefId,
  type SinglePageDraft,
  writeSessionRefId,
  writeSinglePageDraft,
  writeSubmission,
} from './single-page-storage';
import { useTierFollowsChoice } from './use-tier-address';
import { WordCount } from './WordCount';

/**
 * The single page (docs/product.md §2 'Paired paid flow' reading b, §3, §5, §8; D-02, D-03, D-08,
 * D-18, D-21): at /q/<productType> and /detonation?mode=single. Both partners' answers at once,
 * then the product's payment link.
 */
export function SinglePage() {
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <SinglePageScreen />
      </MarketingLayout>
    </ScanProviders>
  );
}

function SinglePageScreen() {
  useDocumentTitle('Detonation: one page');
  const { productType } = useParams<{ productType?: string }>();
  const search = useSearch();
  const fromUrl = coupleProductFrom(productType);
  // An unknown or free product in /q/<productType> goes to the plans (D-02).
  if (productType !== undefined && fromUrl === null) return <Redirect to="/pricing" replace />;
  // /detonation?mode=single&tier=<id> preselects its report too; an unknown tier is ignored.
  return <SinglePageForm urlProduct={fromUrl ?? tierFromSearch(search)} />;
}

const PAYMENT_UNAVAILABLE = 'Payment option not available';
const SUBMIT_FAILED = 'Failed to submit form data.';
const CHECKOUT_FAILED = "Couldn't start checkout. Please try again.";
const COPIED_MESSAGE = 'Questions copied. Text them to your partner.';

function SinglePageForm({ urlProduct }: { urlProduct: CoupleProduct | null }) {
  const [location, navigate] = useLocation();
  const followTier = useTierFollowsChoice();
  const [draft, setDraft] = useState<SinglePageDraft>(() =>
    openingSinglePageDraft(urlProduct, DEFAULT_PRODUCT),
  );
  const [website, setWebsite] = useState('');
  // The private check (decision 010) is kept in memory only, never in the draft: it is
  // sensitive, and a reload simply offers it again.
  const [privateCheck, setPrivateCheck] = useState<PrivateCheck>({});
  const [alertContent, setAlert] = useState<AlertContent | null>(null);
  const [copied, setCopied] = useState(false);
  const { copy } = useCopy();
  const [leaving, setLeaving] = useState(false);
  const pay = useMutation({ mutationFn: submitSinglePage });

  useEffect(() => {
    writeSinglePageDraft(draft);
  }, [draft]);

  const update = (change: Partial<SinglePageDraft>) =>
    setDraft((previous) => ({ ...previous, ...change }));
  const setField = (field: SinglePageField, value: string) =>
    setDraft((previous) => withSinglePageField(previous, field, value));
  const form = useZodForm({
    schema: singlePageFormSchema,
    values: singlePageValues(draft),
    onChange: setField,
    idOf: singlePageFieldId,
  });

  const chooseProduct = (productType: CoupleProduct) => {
    update({ productType });
    // On /q/<productType> (or with ?tier=) the address follows the choice, so a reload keeps it.
    if (location.startsWith('/q/')) navigate(`/q/${productType}`, { replace: true });
    else followTier(productType);
  };

  // The confirmation stays (it stands in for the fixed alert (docs/product.md §11)), unlike a
  // button's 'Copied!'.
  const copyQuestions = async () => {
    setCopied(false);
    setCopied(await copy(partnerQuestionsText()));
  };

  const send = () =>
    pay.mutate(
      { draft, website, privateCheck },
      {
        onSuccess: (result) => {
          writeSubmission({
            refId: result.refId,
            productType: draft.productType,
            email: draft.email.trim(),
            timestamp: Date.now(),
            paymentUrl: result.paymentUrl,
          });
          // docs/product.md §8: a warning is for the log, not for the person.
          if (result.warning) console.info(result.warning);
          clearSinglePageDraft();
          if (result.paymentUrl) {
            setLeaving(true);
            window.location.assign(result.paymentUrl);
            return;
          }
          setAlert({
            title: PAYMENT_UNAVAILABLE,
            detail:
              'Your answers are saved and nothing was charged. Payment for this report cannot be taken right now; please try again later.',
          });
        },
        onError: (error) => setAlert(failureAlert(error, draft.productType)),
      },
    );

  // The alert (D-18) takes the focus first and hands it to the field to fix when it closes.
  const onSubmit = form.handleSubmit(send, {
    focus: false,
    onInvalid: ({ element }) => {
      const problem = singlePageProblem({ ...draft, answers: answersToList(draft.answers) });
      if (problem) setAlert({ title: problem, focusAfter: element });
    },
  });

  const busy = pay.isPending || leaving;
  const price = priceOf(draft.productType);

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
          Couple report · one page
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Both of you, one page
        </h1>
        <p className="mt-3 text-lg text-pretty text-muted">
          Answer your ten questions, text your partner theirs, paste their reply, then pay. The
          report is e-mailed to you as a PDF once payment is confirmed.
        </p>
        <SwitchReading to={twoStepHref(draft.productType)}>
          Prefer one question at a time? Go step by step
        </SwitchReading>

        <form noValidate onSubmit={onSubmit} className="mt-8 grid gap-6">
          <Panel id="single-product-title" title="Choose your report">
            <ProductChoice
              options={SINGLE_PAGE_PRODUCTS}
              value={draft.productType}
              onChange={chooseProduct}
              labelledBy="single-product-title"
            />
            <NotForSaleNotice productType={draft.productType} />
          </Panel>

          <Panel id="single-contact-title" title="About you">
            <p className="mt-1 text-sm text-muted">
              Fields marked <span className="font-semibold text-accent">*</span> are required.
            </p>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <ProfileFields field={form.field} emailHint="Your report is sent here." />
            </div>
          </Panel>

          <Panel id="single-answers-title" title="Your ten answers">
            <p className="mt-1 text-muted">
              A few honest sentences each, at least {MIN_ANSWER_WORDS} words.
            </p>
            <ol className="mt-5 grid gap-6">
              {openQuestions.map((question, i) => {
                const key = ANSWER_KEYS[i] ?? 'q1';
                const id = singlePageFieldId(key);
                const value = draft.answers[key];
                return (
                  <li key={question.id}>
                    <label htmlFor={id} className="block font-bold text-pretty">
                      {i + 1}. {question.text}
                    </label>
                    <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
                      {question.hint}
                    </p>
                    <textarea
                      {...form.control(key, `${id}-hint`, `${id}-count`)}
                      value={value}
                      rows={3}
                      maxLength={ANSWER_MAX_CHARS}
                      onChange={(event) => setField(key, event.target.value)}
                      className={answerClasses(form.error(key))}
                    />
                    <WordCount id={`${id}-count`} text={value} />
                  </li>
                );
              })}
            </ol>
          </Panel>

          <Panel id="single-partner-title" title="Your partner's answers">
            <p className="mt-1 text-pretty text-muted">
              Text these ten questions to{' '}
              {draft.partnerName.trim() === '' ? 'your partner' : draft.partnerName.trim()}, then
              paste their whole reply below.
            </p>
            <ol
              aria-label="Questions for your partner"
              className="mt-5 grid list-decimal gap-2 rounded-md bg-canvas py-4 pr-4 pl-10 text-pretty ring-1 ring-line"
            >
              {partnerQuestions.map((question) => (
                <li key={question.id}>{question.text}</li>
              ))}
            </ol>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button variant="secondary" onClick={copyQuestions} className="shrink-0">
                {copied ? (
                  <Check aria-hidden="true" className="size-5 text-success" />
                ) : (
                  <ClipboardCopy aria-hidden="true" className="size-5" />
                )}
                Copy Questions
              </Button>
              <p role="status" className="text-sm font-semibold text-success">
                {copied ? COPIED_MESSAGE : ''}
              </p>
            </div>

            <label htmlFor="single-partner-block" className="mt-6 block font-bold">
              Their numbered replies
            </label>
            <p id="single-partner-block-hint" className="mt-1 text-sm text-muted">
              Paste the reply as it came: numbered 1 to {PARTNER_REPLY_COUNT} ('1.' or '1)'), at
              least {MIN_ANSWER_WORDS} words each.
            </p>
            <textarea
              {...form.control(
                'partnerBlock',
                'single-partner-block-hint',
                'single-partner-block-check',
              )}
              value={draft.partnerBlock}
              rows={12}
              maxLength={12 * ANSWER_MAX_CHARS}
              onChange={(event) => setField('partnerBlock', event.target.value)}
              className={answerClasses(form.error('partnerBlock'))}
            />
            <PasteCheck id="single-partner-block-check" block={draft.partnerBlock} />
          </Panel>

          <PrivateCheckSection
            id="single-private-check"
            value={privateCheck}
            onChange={setPrivateCheck}
            disabled={busy}
          />

          <Honeypot value={website} onChange={setWebsite} />

          <div className="grid gap-4">
            <Button type="submit" size="lg" fullWidth busy={busy}>
              {busy ? 'Processing...' : `Pay & Submit → ${price}`}
            </Button>
            <p className="flex items-start gap-2 text-sm text-muted">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {products[draft.productType].name}, {price}. You pay on a secure checkout page after
              sending. Guidance, not therapy; answers are deleted after 30 days.
            </p>
          </div>
        </form>
      </div>
      <AlertDialog content={alertContent} onClose={() => setAlert(null)} />
    </Container>
  );
}

/** The ids the page always had: single-name, single-partner-name, single-q3, single-partner-block. */
function singlePageFieldId(field: SinglePageField): string {
  return `single-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** A textarea's classes; one with an error gets the danger border. */
function answerClasses(error: string | null): string {
  return cx(
    'mt-2 block w-full resize-y rounded-md border bg-surface px-4 py-3 text-base text-ink focus-visible:border-accent',
    error ? 'border-danger' : 'border-line',
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * D-03: a product that cannot be bought says so where it is chosen, before the ten answers are
 * written; the submit's 'Payment option not available' stays for anyone who sends it anyway.
 */
function NotForSaleNotice({ productType }: { productType: CoupleProduct }) {
  const product = products[productType];
  const others = SINGLE_PAGE_PRODUCTS.filter((id) => products[id].purchasable)
    .map((id) => products[id].name)
    .join(' or ');
  return (
    <p role="status" className="mt-4 text-pretty empty:hidden">
      {product.purchasable ? null : (
        <span className="flex items-start gap-2 rounded-lg bg-warm-soft p-3 text-ink">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
          <span>
            <strong>{product.name} is not available yet:</strong> it can't be paid for, so the
            report can't be sent. Choose {others} to get yours.
          </span>
        </span>
      )}
    </p>
  );
}

/** A quiet live check of the pasted block, with the same parser as the submit. */
function PasteCheck({ id, block }: { id: string; block: string }) {
  const ok = block.trim() !== '' && parseNumberedReplies(block).ok;
  return (
    <p
      id={id}
      className={cx(
        'mt-1.5 flex items-center gap-1.5 text-sm',
        ok ? 'font-semibold text-success' : 'text-muted',
      )}
    >
      {ok ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : null}
      {ok
        ? `${PARTNER_REPLY_COUNT} replies found.`
        : `Waiting for ${PARTNER_REPLY_COUNT} numbered replies.`}
    </p>
  );
}

type SubmitInput = { draft: SinglePageDraft; website: string; privateCheck: PrivateCheck };

/**
 * Opens the session (or reuses the one kept from an earlier attempt) and sends both partners'
 * answers. A kept session the server no longer accepts (404 unknown, 409 paid) is replaced once.
 */
async function submitSinglePage({ draft, website, privateCheck }: SubmitInput) {
  const open = async () => {
    const { refId } = await startSession({ productType: draft.productType, website });
    writeSessionRefId(refId);
    return refId;
  };
  const send = (refId: string) =>
    sendEmailSubmission({
      refId,
      productType: draft.productType,
      email: draft.email,
      phone: draft.phone.trim() === '' ? undefined : draft.phone,
      person1: draft.name,
      partnerName: draft.partnerName,
      answersP1: formatNumberedReplies(answersToList(draft.answers)),
      answersP2: draft.partnerBlock,
      privateCheck: privateCheckToSend(privateCheck),
      website,
    });
  const kept = readSessionRefId();
  if (!kept) return send(await open());
  try {
    return await send(kept);
  } catch (error) {
    if (!isApiError(error, 404) && !isApiError(error, 409)) throw error;
    forgetSessionRefId();
    return send(await open());
  }
}

/** docs/product.md §8's single-page failures, as alert dialogs (D-18). */
function failureAlert(error: unknown, productType: CoupleProduct): AlertContent {
  if (!(error instanceof ApiRequestError)) return { title: CHECKOUT_FAILED };
  if (error.code === 'payment_unavailable') {
    return {
      title: PAYMENT_UNAVAILABLE,
      detail: `${products[productType].name} cannot be bought yet, so nothing was sent or charged. Your answers are still on this page: choose another report to continue.`,
    };
  }
  if (error.status === 400) return { title: error.serverMessage ?? SUBMIT_FAILED };
  return { title: SUBMIT_FAILED };
}
