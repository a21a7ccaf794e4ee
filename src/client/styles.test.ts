import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colors, radius } from '../shared/design-tokens';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

function themeValue(name: string): string | undefined {
  return css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();
}

describe('styles.css mirrors the design tokens', () => {
  it.each(Object.entries(colors))('colour %s', (name, value) => {
    expect(themeValue(`color-${name}`)).toBe(value);
  });

  it.each(Object.entries(radius).filter(([name]) => name !== 'full'))(
    'radius %s',
    (name, value) => {
      expect(themeValue(`radius-${name}`)).toBe(value);
    },
  );
});
