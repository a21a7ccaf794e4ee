import { Gauge } from 'lucide-react';
import type { StormFosmReading, StormFosmSample } from '../../../shared/api/storm';
import { products } from '../../../shared/catalog';
import { fosmClaim } from '../../../shared/content/claims';
import { fosmLevelName } from '../../../shared/report/fosm-levels';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { cx } from '../../components/ui/cx';

/** The sample's steps: levels 1, 3 and 5 of the full meter (decision D-27). */
const STEPS = [1, 3, 5] as const;

const SAMPLE_LABEL = `Sample: ${fosmClaim.freeSampleLevels} of ${fosmClaim.levels} levels`;

/**
 * The free FOSM sample (D-27): each person's honesty reading on a three-step meter, labelled as a
 * sample, with what placed it there; the full meter comes with Max. Each step says in words
 * whether it is the reading, so the meter does not rely on colour.
 */
export function FosmSample({
  sample,
  inviterName,
}: {
  sample: StormFosmSample;
  inviterName: string;
}) {
  return (
    <section
      aria-labelledby="fosm-sample-title"
      data-testid="fosm-sample"
      className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="fosm-sample-title" className="flex items-center gap-2 text-2xl font-extrabold">
          <Gauge aria-hidden="true" className="size-6 shrink-0 text-plum" />
          {fosmClaim.name} ({fosmClaim.short})
        </h2>
        <span className="rounded-full bg-plum-soft px-3 py-1 text-sm font-semibold text-plum">
          {SAMPLE_LABEL}
        </span>
      </div>
      <p className="mt-2 text-pretty text-muted">
        How candid each person's answers read, by the same honesty rules as the full report, on
        three of its five levels (1, 3 and 5). It reads only what was written.
      </p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <PersonReading who={inviterName} reading={sample.person1} testId="fosm-person1" />
        <PersonReading who="Partner" reading={sample.partner} testId="fosm-partner" />
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-pretty">
          The full meter, all {fosmClaim.levels} levels, comes with {products.detonation_fosm.name}.
        </p>
        <ButtonLink to="/pricing" variant="secondary" className="shrink-0">
          See the plans
        </ButtonLink>
      </div>
    </section>
  );
}

function PersonReading({
  who,
  reading,
  testId,
}: {
  who: string;
  reading: StormFosmReading;
  testId: string;
}) {
  const current = reading.read ? reading.step : null;
  const titleId = `${testId}-title`;
  return (
    <div data-testid={testId} className="rounded-md bg-plum-soft/40 p-4">
      <h3 id={titleId} className="font-semibold">
        {who}
      </h3>
      <p className="mt-1 text-lg font-bold" data-testid={`${testId}-reading`}>
        {reading.read
          ? `${reading.name} (level ${reading.step} of ${fosmClaim.levels})`
          : 'No reading'}
      </p>
      <ol aria-label={`${who}: ${SAMPLE_LABEL}`} className="mt-3 grid grid-cols-3 gap-2">
        {STEPS.map((step) => {
          const isCurrent = step === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'true' : undefined}
              className={cx(
                'rounded-md border-2 p-2 text-center text-sm',
                isCurrent ? 'border-plum bg-surface font-bold' : 'border-line text-muted',
              )}
            >
              <span className="block">
                {step}. {fosmLevelName(step)}
              </span>
              {isCurrent ? <span className="block text-xs font-semibold">This reading</span> : null}
            </li>
          );
        })}
      </ol>
      {reading.read ? (
        <ul className="mt-3 grid gap-1 text-sm text-pretty">
          {reading.evidence.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-pretty">{reading.reason}</p>
      )}
    </div>
  );
}
