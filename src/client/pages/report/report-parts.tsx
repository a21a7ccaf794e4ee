import type { ReactNode } from 'react';
import { FOSM_LEVELS } from '../../../shared/report/fosm-levels';
import type { FosmReading, Quote } from '../../../shared/report/report-model';
import { type Names, quoteSource, type SectionText } from '../../../shared/report/report-text';
import type { Band } from '../../../shared/report/score-band';
import { cx } from '../../components/ui/cx';

/**
 * The report page's building blocks. Colours come from the report's bands
 * (shared/report/bands.ts) through the design tokens' Tailwind names, and every drawing is
 * hidden from screen readers next to the words and numbers that say the same thing: colour is
 * never the only signal (docs/report.md). Drawings are SVG attributes, not inline styles, under
 * the strict CSP.
 */

export const bandFill: Record<Band, string> = {
  green: 'fill-success',
  amber: 'fill-warning',
  red: 'fill-danger',
};
export const bandText: Record<Band, string> = {
  green: 'text-success',
  amber: 'text-warning',
  red: 'text-danger',
};
export const bandChip: Record<Band, string> = {
  green: 'bg-success-soft text-success',
  amber: 'bg-warning-soft text-warning',
  red: 'bg-danger-soft text-danger',
};

/** A report section: the eyebrow, an h2, the lead, then its blocks. */
export function ReportSection({
  id,
  text,
  children,
}: {
  id: string;
  text: SectionText;
  children?: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="mt-12 scroll-mt-24" data-section={id}>
      <p className="text-sm font-bold tracking-wider text-accent-strong uppercase">
        {text.eyebrow}
      </p>
      <h2 id={headingId} className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {text.title}
      </h2>
      {text.lead ? <p className="mt-2 max-w-3xl text-pretty text-muted">{text.lead}</p> : null}
      {children ? <div className="mt-5 space-y-4">{children}</div> : null}
    </section>
  );
}

const cardTones = {
  surface: 'bg-surface ring-1 ring-line',
  plum: 'bg-plum-soft',
  warm: 'bg-warm-soft',
  safety: 'border-2 border-l-8 border-plum bg-surface',
} as const;

export function ReportCard({
  children,
  tone = 'surface',
  className,
  as: Tag = 'div',
}: {
  children: ReactNode;
  tone?: keyof typeof cardTones;
  className?: string;
  as?: 'div' | 'li' | 'article';
}) {
  return (
    <Tag className={cx('rounded-xl p-5 shadow-card sm:p-6', cardTones[tone], className)}>
      {children}
    </Tag>
  );
}

/** A labelled chip: the words are the signal, the colour repeats them. */
export function Chip({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-semibold',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A score out of 100 drawn as a bar in its band's colour: decoration, hidden from readers. */
export function Bar({
  value,
  band,
  thick = false,
}: {
  value: number;
  band: Band;
  thick?: boolean;
}) {
  const clamped = Math.min(Math.max(value, 0), 100);
  const height = thick ? 10 : 6;
  return (
    <svg
      aria-hidden="true"
      data-bar=""
      viewBox={`0 0 100 ${height}`}
      preserveAspectRatio="none"
      className={cx('block w-full min-w-0', thick ? 'h-3' : 'h-2')}
    >
      <rect width="100" height={height} rx={height / 2} className="fill-plum-soft" />
      {clamped > 0 ? (
        <rect
          width={Math.max(clamped, height)}
          height={height}
          rx={height / 2}
          className={bandFill[band]}
        />
      ) : null}
      {thick ? <rect x="49.75" width="0.5" height={height} className="fill-surface" /> : null}
    </svg>
  );
}

/**
 * A score out of 100 as a bar with the number and the band's word written beside it (`label`,
 * '62 · Mixed'). The bar is decoration; the text is what is read.
 */
export function ScoreBar({ value, band, label }: { value: number; band: Band; label: string }) {
  return (
    <div className="flex items-center gap-3" data-bar-row="">
      <div className="min-w-0 flex-1">
        <Bar value={value} band={band} />
      </div>
      <span className={cx('shrink-0 text-sm font-bold tabular-nums', bandText[band])}>{label}</span>
    </div>
  );
}

/** A quote with who wrote it and the question it answers, never a bare question number. */
export function QuoteFigure({ quote, names }: { quote: Quote; names: Names }) {
  return (
    <figure className="rounded-lg border-l-4 border-warm bg-canvas px-4 py-3">
      <blockquote className="text-pretty italic">“{quote.text}”</blockquote>
      <figcaption className="mt-1 text-sm text-muted">
        <strong className="font-semibold text-ink">{names[quote.person]}</strong>
        {quoteSource(quote)}
      </figcaption>
    </figure>
  );
}

/** The quotes behind a finding, each with its question; nothing when there are none. */
export function QuoteList({ quotes, names }: { quotes: readonly Quote[]; names: Names }) {
  if (quotes.length === 0) return null;
  return (
    <div className="mt-3 space-y-2">
      {quotes.map((quote) => (
        <QuoteFigure
          key={`${quote.person}-${quote.question}-${quote.text}`}
          quote={quote}
          names={names}
        />
      ))}
    </div>
  );
}

const FOSM_FILLS = [
  'fill-danger',
  'fill-accent',
  'fill-warm',
  'fill-[#5f8f2f]',
  'fill-success',
] as const;

/**
 * The honesty meter: five segments filled up to the level (D-26: 5 is the most candid), the
 * level names under them. The level in words is printed above it by the caller, inside the same
 * `data-bar-row`. No level, no meter: nothing to draw.
 */
export function FosmMeter({ reading }: { reading: FosmReading }) {
  if (reading.level === null) return null;
  const level = Math.min(Math.max(reading.level, 1), 5);
  return (
    <div aria-hidden="true" data-bar="">
      <svg
        aria-hidden="true"
        viewBox="0 0 108 6"
        preserveAspectRatio="none"
        className="h-2.5 w-full"
      >
        {FOSM_LEVELS.map(({ level: step }) => (
          <rect
            key={step}
            x={(step - 1) * 22}
            width="20"
            height="6"
            rx="3"
            className={step <= level ? FOSM_FILLS[step - 1] : 'fill-line'}
          />
        ))}
      </svg>
      <div className="mt-1 hidden grid-cols-5 gap-1 text-xs text-muted sm:grid">
        {FOSM_LEVELS.map(({ level: step, name }) => (
          <span key={step} className={step === level ? 'font-bold text-ink' : undefined}>
            {`${step} · ${name}`}
          </span>
        ))}
      </div>
    </div>
  );
}

const GAUGE_R = 80;

function gaugePoint(value: number): [number, number] {
  const angle = Math.PI * (1 - value / 100);
  return [95 + GAUGE_R * Math.cos(angle), 90 - GAUGE_R * Math.sin(angle)];
}

/** The cover's half-circle gauge in the grade's band colour; the number is written in it. */
export function ScoreGauge({
  score,
  band,
  caption,
}: {
  score: number;
  band: Band;
  caption: string;
}) {
  const value = Math.min(Math.max(score, 0), 100);
  const [sx, sy] = gaugePoint(0);
  const [ex, ey] = gaugePoint(100);
  const [vx, vy] = gaugePoint(value);
  const f = (n: number) => n.toFixed(2);
  const stroke: Record<Band, string> = {
    green: 'stroke-success',
    amber: 'stroke-warning',
    red: 'stroke-danger',
  };
  const soft: Record<Band, string> = {
    green: 'stroke-success-soft',
    amber: 'stroke-warning-soft',
    red: 'stroke-danger-soft',
  };
  return (
    <div className="relative h-28 w-48 shrink-0" data-bar-row="">
      <svg aria-hidden="true" data-bar="" viewBox="0 0 190 112" className="size-full">
        <path
          d={`M ${f(sx)} ${f(sy)} A ${GAUGE_R} ${GAUGE_R} 0 0 1 ${f(ex)} ${f(ey)}`}
          strokeWidth="16"
          strokeLinecap="round"
          fill="none"
          className={soft[band]}
        />
        {value > 0 ? (
          <path
            d={`M ${f(sx)} ${f(sy)} A ${GAUGE_R} ${GAUGE_R} 0 0 1 ${f(vx)} ${f(vy)}`}
            strokeWidth="16"
            strokeLinecap="round"
            fill="none"
            className={stroke[band]}
          />
        ) : null}
      </svg>
      <p className="absolute inset-x-0 top-10 text-center">
        <span className="block text-4xl leading-none font-extrabold text-plum">{value}</span>
        <span className="mt-1 block text-xs text-muted">{caption}</span>
      </p>
    </div>
  );
}

/** A plain bulleted list of sentences. */
export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-accent">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sentences can repeat; the list never reorders
        <li key={index} className="text-pretty">
          {item}
        </li>
      ))}
    </ul>
  );
}
