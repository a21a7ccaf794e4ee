import { Check } from 'lucide-react';
import { type PlanCard, type PlanVariant, planCards } from '../../../../shared/content/plans';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { cx } from '../../../components/ui/cx';
import { scanHostUrl } from '../../../lib/runtime-settings';

/** The three plan cards; where the buttons lead depends on the page (docs/product.md §2). */
export function PlanCards({ variant }: { variant: PlanVariant }) {
  // Read during render on purpose: prerender emits a placeholder that the server swaps (D-05).
  const scanHref = scanHostUrl();
  return (
    <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
      {planCards(variant).map((plan) => (
        <li key={plan.id} className="flex">
          <PlanCardView plan={plan} scanHref={scanHref} />
        </li>
      ))}
    </ul>
  );
}

function PlanCardView({ plan, scanHref }: { plan: PlanCard; scanHref: string }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'relative flex w-full flex-col rounded-xl bg-surface p-6 shadow-card sm:p-8',
        plan.isPopular ? 'ring-2 ring-accent lg:-my-3 lg:py-11' : 'ring-1 ring-line',
      )}
    >
      {plan.isPopular ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-accent px-3 py-1 text-xs font-extrabold tracking-wider text-white shadow-card sm:left-8">
          MOST POPULAR
        </p>
      ) : null}
      <h3 id={headingId} className="text-xl font-extrabold">
        {plan.title}
      </h3>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight">{plan.priceText}</span>
        <span className="text-sm text-muted">{plan.priceNote}</span>
      </p>
      <p className="mt-4 text-muted">{plan.description}</p>
      <ul className="mt-6 mb-8 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        {plan.href.kind === 'scanHost' ? (
          <ButtonLink to={scanHref} newTab variant="secondary" fullWidth>
            {plan.buttonText}
          </ButtonLink>
        ) : (
          <ButtonLink
            to={plan.href.to}
            variant={plan.isPopular ? 'primary' : 'secondary'}
            fullWidth
          >
            {plan.buttonText}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
