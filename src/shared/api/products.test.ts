import { describe, expect, it } from 'vitest';
import { productAliasSchema, productIdSchema } from './products';

describe('product schemas', () => {
  it('turns any alias into the canonical id', () => {
    expect(productAliasSchema.parse('detonation_plus')).toBe('detonation_fosm');
    expect(productAliasSchema.parse('free')).toBe('storm');
  });

  it('reports an unknown value by name', () => {
    const result = productAliasSchema.safeParse('gold');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown product: gold');
  });

  it('accepts only canonical ids where an id is required', () => {
    expect(productIdSchema.safeParse('detonation_fosm').success).toBe(true);
    expect(productIdSchema.safeParse('detonation_plus').success).toBe(false);
  });
});
