/**
 * mSoul design tokens: the one set shared by the web pages (src/client/styles.css mirrors the
 * colours as Tailwind theme variables; a unit test keeps them equal), the e-mails and the PDF.
 * Colour pairs used for text meet WCAG 2.1 AA on their backgrounds.
 */
export const colors = {
  ink: '#1c1424',
  muted: '#5a5163',
  line: '#e8e0e6',
  canvas: '#fff8f3',
  surface: '#ffffff',
  accent: '#c8234a',
  'accent-strong': '#a51b3c',
  'accent-soft': '#fde4ea',
  warm: '#f6a45a',
  'warm-soft': '#fdebd8',
  plum: '#2e1a3b',
  'plum-soft': '#efe7f4',
  success: '#157a3c',
  'success-soft': '#dcf5e5',
  warning: '#9a4a00',
  'warning-soft': '#fff1d6',
  danger: '#b4232a',
  'danger-soft': '#fde2e2',
} as const;

export type ColorToken = keyof typeof colors;

export const fontFamily = {
  sans: "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const;

/** Spacing steps in px. */
export const spacing = { 1: 4, 2: 8, 3: 12, 4: 16, 6: 24, 8: 32, 12: 48, 16: 64 } as const;

export const radius = { sm: '8px', md: '12px', lg: '20px', xl: '28px', full: '9999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(28, 20, 36, 0.06), 0 8px 24px rgba(28, 20, 36, 0.06)',
  raised: '0 2px 4px rgba(28, 20, 36, 0.08), 0 16px 40px rgba(28, 20, 36, 0.12)',
} as const;
