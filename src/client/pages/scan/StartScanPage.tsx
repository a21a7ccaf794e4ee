import { ArrowRight, Lock, Sparkles } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { priceOf } from '../../../shared/catalog';
import { INTAKE_FIELDS } from '../../../shared/intake';
import { isFilled } from '../../../shared/validation/form-fields';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Button } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { Honeypot } from '../../components/ui/Honeypot';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { ScanProviders } from '../../lib/providers';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type FieldErrors, useZodForm } from '../../lib/use-zod-form';
import { IntakeField } from './IntakeField';
import { intakeFormSchema } from './intake-form';
import {
  durationOptions,
  genderOptions,
  type IntakeField as IntakeFieldName,
  loveLanguageOptions,
  relationshipStatusOptions,
} from './intake-options';
import {
  type AnalysisLevel,
  filledCount,
  getHoneypot,
  type IntakeForm,
  readIntakeForm,
  setHoneypot,
  toProfile,
  writeAnalysisLevel,
  writeIntakeField,
} from './intake-storage';

/** /start-scan: the intake (docs/product.md §2 'Assessment flow', §3, §5, D-17, D-21). */
export function StartScanPage() {
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <IntakeScreen />
      </MarketingLayout>
    </ScanProviders>
  );
}

function IntakeScreen() {
  useDocumentTitle('Start your scan');
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const [form, setForm] = useState<IntakeForm>(readIntakeForm);
  const [website, setWebsite] = useState(getHoneypot);
  const level = useRef<AnalysisLevel>('free');
  const fields = useZodForm({
    schema: intakeFormSchema,
    values: form,
    onChange: (field, value) => {
      setForm((previous) => ({ ...previous, [field]: value }));
      writeIntakeField(field, value);
    },
  });

  const filled = filledCount(form);
  const total = INTAKE_FIELDS.length;

  const onInvalid = ({ errors }: { errors: FieldErrors<IntakeFieldName> }) => {
    // A required field left blank gets the fixed toast (docs/product.md §11); an address that is
    // not one only gets its message under the field.
    if (!INTAKE_FIELDS.some((field) => errors[field] && !isFilled(form[field]))) return;
    toast({
      title: 'Missing Information',
      description: 'Please complete all required fields before continuing.',
      tone: 'error',
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
    const chosen: AnalysisLevel =
      submitter instanceof HTMLButtonElement && submitter.value === 'detonation'
        ? 'detonation'
        : level.current;
    writeAnalysisLevel(chosen);
    setHoneypot(website);
    const start = () => {
      // A stored value outside the allowed lists has no message of its own (toProfile).
      if (!toProfile(form)) {
        fields.element('email')?.focus();
        return;
      }
      navigate(`/questions?${new URLSearchParams({ tier: chosen }).toString()}`);
    };
    fields.handleSubmit(start, { onInvalid })(event);
  };

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
          Step 1 of 2 · About you
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          First, a little about you
        </h1>
        <p className="mt-3 text-lg text-pretty text-muted">
          Two minutes, eight fields. It shapes your questions and your result. Only you and your
          partner see your answers, and we delete them after 30 days.
        </p>

        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="intake-title"
          className="mt-8 rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
        >
          <h2 id="intake-title" className="sr-only">
            Your profile
          </h2>
          <div className="flex items-baseline justify-between gap-4">
            <p id="intake-progress-label" className="font-semibold">
              Profile
            </p>
            <p className="text-sm font-semibold text-muted" aria-hidden="true">
              {filled} of {total} fields
            </p>
          </div>
          <ProgressBar
            value={filled}
            max={total}
            label="Profile completed"
            valueText={`${filled} of ${total} fields`}
            className="mt-2"
          />
          <p className="mt-4 text-sm text-muted">
            Fields marked <span className="font-semibold text-accent">*</span> are required.
          </p>

          <FieldGroup legend="You">
            <IntakeField
              {...fields.field('fullName')}
              kind="input"
              type="text"
              label="Full name"
              autoComplete="name"
              required
            />
            <IntakeField
              {...fields.field('email')}
              kind="input"
              type="email"
              inputMode="email"
              label="Email"
              autoComplete="email"
              required
              hint="Use the same address if you upgrade to a paid report later."
            />
            <IntakeField
              {...fields.field('phone')}
              kind="input"
              type="tel"
              inputMode="tel"
              label="Phone (optional)"
              autoComplete="tel"
            />
            <IntakeField
              {...fields.field('gender')}
              kind="select"
              label="Gender"
              options={genderOptions}
            />
          </FieldGroup>

          <FieldGroup legend="Your relationship">
            <IntakeField
              {...fields.field('relationshipStatus')}
              kind="select"
              label="Relationship status"
              options={relationshipStatusOptions}
            />
            <IntakeField
              {...fields.field('duration')}
              kind="select"
              label="How long have you been together?"
              options={durationOptions}
            />
          </FieldGroup>

          <FieldGroup legend="Love languages">
            <IntakeField
              {...fields.field('primaryLoveLanguage')}
              kind="select"
              label="Primary love language"
              options={loveLanguageOptions}
              required
            />
            <IntakeField
              {...fields.field('secondaryLoveLanguage')}
              kind="select"
              label="Secondary love language"
              options={loveLanguageOptions}
              required
            />
          </FieldGroup>

          <Honeypot value={website} onChange={setWebsite} />

          <div className="mt-8 grid gap-4 border-t border-line pt-6 sm:grid-cols-2">
            <div>
              <Button
                type="submit"
                name="analysisLevel"
                value="free"
                size="lg"
                fullWidth
                onClick={() => {
                  level.current = 'free';
                }}
                aria-describedby="start-free-hint"
              >
                <Sparkles aria-hidden="true" className="size-5" />
                Start Free
              </Button>
              <p id="start-free-hint" className="mt-2 text-center text-sm text-muted">
                Quick Scan: 5 questions, then a link for your partner.
              </p>
            </div>
            <div>
              <Button
                type="submit"
                name="analysisLevel"
                value="detonation"
                variant="secondary"
                size="lg"
                fullWidth
                onClick={() => {
                  level.current = 'detonation';
                }}
                aria-describedby="continue-hint"
              >
                Continue to Questions
                <ArrowRight aria-hidden="true" className="size-5" />
              </Button>
              <p id="continue-hint" className="mt-2 text-center text-sm text-muted">
                Detonation ({priceOf('detonation')}): 10 questions, PDF report by e-mail.
              </p>
            </div>
          </div>
          <p className="mt-6 flex items-start gap-2 text-sm text-muted">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Guidance, not therapy. Your email and phone number are never shown to your partner.
          </p>
        </form>
      </div>
    </Container>
  );
}

function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-8 grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}
