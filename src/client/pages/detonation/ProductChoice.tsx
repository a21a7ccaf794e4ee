import type { CoupleProduct } from '../../../shared/catalog';
import { priceOf, products } from '../../../shared/catalog';
import { ChoiceGroup } from '../../components/ui/ChoiceGroup';

type ProductChoiceProps<Id extends CoupleProduct> = {
  /** The products offered, in order; names, prices and features come from the catalog (D-01). */
  options: readonly Id[];
  value: Id;
  onChange: (value: Id) => void;
  /** The id of the heading that names the group. */
  labelledBy: string;
};

/** A product that cannot be bought yet (D-03) says so on its card, before anyone answers. */
export const NOT_YET_AVAILABLE = 'Not available yet';

/** The product radio group: one card per product with its name and catalog price. */
export function ProductChoice<Id extends CoupleProduct>({
  options,
  value,
  onChange,
  labelledBy,
}: ProductChoiceProps<Id>) {
  return (
    <ChoiceGroup
      value={value}
      onValueChange={(next) => {
        const chosen = options.find((option) => option === next);
        if (chosen) onChange(chosen);
      }}
      labelledBy={labelledBy}
      className="mt-4"
      choices={options.map((id) => {
        const product = products[id];
        const itemId = `product-${id}`;
        return {
          value: id,
          id: itemId,
          labelledBy: `${itemId}-name ${itemId}-price`,
          describedBy: `${itemId}-features`,
          content: (
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
                {product.purchasable ? null : (
                  <span className="mr-1.5 font-semibold text-warning">{NOT_YET_AVAILABLE}.</span>
                )}
                {product.features.slice(0, 2).join(' · ')}
              </span>
            </span>
          ),
        };
      })}
    />
  );
}
