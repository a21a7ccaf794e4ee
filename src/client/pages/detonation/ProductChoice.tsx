import * as RadioGroup from '@radix-ui/react-radio-group';
import { Check } from 'lucide-react';
import type { CoupleProduct } from '../../../shared/api/sessions';
import { priceOf, products } from '../../../shared/catalog';
import { cx } from '../../components/ui/cx';

type ProductChoiceProps<Id extends CoupleProduct> = {
  /** The products offered, in order; names, prices and features come from the catalog (D-01). */
  options: readonly Id[];
  value: Id;
  onChange: (value: Id) => void;
  /** The id of the heading that names the group. */
  labelledBy: string;
};

/** The product radio group: one card per product with its name and catalog price. */
export function ProductChoice<Id extends CoupleProduct>({
  options,
  value,
  onChange,
  labelledBy,
}: ProductChoiceProps<Id>) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => {
        const chosen = options.find((option) => option === next);
        if (chosen) onChange(chosen);
      }}
      aria-labelledby={labelledBy}
      orientation="vertical"
      className="mt-4 grid gap-3"
    >
      {options.map((id) => {
        const product = products[id];
        const itemId = `product-${id}`;
        const checked = value === id;
        return (
          <label
            key={id}
            htmlFor={itemId}
            className={cx(
              'flex min-h-14 cursor-pointer items-center gap-4 rounded-md border-2 px-4 py-3 transition-colors',
              'has-focus-visible:ring-3 has-focus-visible:ring-accent/40',
              checked
                ? 'border-accent bg-accent-soft'
                : 'border-line bg-surface hover:border-muted',
            )}
          >
            <RadioGroup.Item
              id={itemId}
              value={id}
              aria-labelledby={`${itemId}-name ${itemId}-price`}
              aria-describedby={`${itemId}-features`}
              className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-muted bg-surface data-[state=checked]:border-accent data-[state=checked]:bg-accent"
            >
              <RadioGroup.Indicator>
                <Check aria-hidden="true" className="size-4 text-white" strokeWidth={3} />
              </RadioGroup.Indicator>
            </RadioGroup.Item>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span id={`${itemId}-name`} className="font-bold">
                  {product.name}
                </span>
                <span id={`${itemId}-price`} className="font-extrabold text-accent-strong">
                  {priceOf(id)}
                </span>
              </span>
              <span id={`${itemId}-features`} className="mt-0.5 block text-sm text-muted">
                {product.features.slice(0, 2).join(' · ')}
              </span>
            </span>
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}
