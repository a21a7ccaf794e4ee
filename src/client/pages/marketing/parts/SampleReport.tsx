import { CircleCheck } from 'lucide-react';
import { fosmClaim } from '../../../../shared/content/claims';
import { Badge } from '../../../components/ui/Badge';
import { ScoreRing } from '../../../components/ui/ScoreRing';

/** The sample report figures docs/product.md shows on the landing page (docs/product.md §2). */
const sample = {
  compatibility: 87,
  fosm: 4,
  grade: 'B+',
} as const;

/** A miniature of the paid report's first page, drawn in code. */
export function SampleReport() {
  return (
    <figure className="rounded-xl bg-surface p-6 shadow-raised ring-1 ring-line sm:p-8">
      <div className="flex items-center justify-between gap-3 border-b border-line pb-4">
        <p className="font-extrabold">
          <span className="text-accent">m</span>Soul couple report
        </p>
        <Badge tone="warm">Sample</Badge>
      </div>

      <div className="mt-6 flex flex-col items-center gap-6 sm:flex-row">
        <ScoreRing
          value={sample.compatibility}
          label="compatible"
          trackClassName="stroke-plum-soft"
        />

        <dl className="grid w-full grid-cols-2 gap-3">
          <div className="rounded-md bg-plum-soft p-4">
            <dt className="text-sm font-semibold text-muted">Grade</dt>
            <dd className="mt-1 text-3xl font-extrabold text-plum">{sample.grade}</dd>
          </div>
          <div className="rounded-md bg-warm-soft p-4">
            <dt className="text-sm font-semibold text-muted">{fosmClaim.short} honesty</dt>
            <dd className="mt-1 text-3xl font-extrabold">{`${sample.fosm}/${fosmClaim.levels}`}</dd>
            <dd className="mt-2 flex gap-1" aria-hidden="true">
              {Array.from({ length: fosmClaim.levels }, (_, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length row of dots
                  key={i}
                  className={
                    i < sample.fosm
                      ? 'h-2 flex-1 rounded-full bg-warm'
                      : 'h-2 flex-1 rounded-full bg-line'
                  }
                />
              ))}
            </dd>
          </div>
          <div className="col-span-2 rounded-md bg-success-soft p-4">
            <dt className="text-sm font-semibold text-success">Trauma bond flag</dt>
            <dd className="mt-1 flex items-center gap-2 text-xl font-extrabold text-success">
              <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
              Clear
            </dd>
          </div>
        </dl>
      </div>

      <figcaption className="mt-6 text-sm text-muted">
        Sample figures for illustration, not a real couple. Your report reads your answers.
      </figcaption>
    </figure>
  );
}
