import { StyleSheet } from '@react-pdf/renderer';
import { colors, radius, spacing } from '../../../shared/design-tokens';
import { PDF_FONT_FAMILY } from './fonts';

/**
 * The design tokens, converted for print. Token sizes are CSS px; a PDF point is 1/72 inch, so
 * px * 0.75 keeps the proportions of the pages (16 px body text becomes 12 pt, then the report
 * uses the `sm` step for body copy, as print reads smaller than a screen).
 */
const PX_TO_PT = 0.75;
export const pt = (px: number): number => Math.round(px * PX_TO_PT * 10) / 10;
const radiusPt = (token: keyof typeof radius): number => pt(Number.parseFloat(radius[token]));

export const PAGE_MARGIN = pt(spacing[12]); // 36 pt
export const PAGE_FOOTER_SPACE = 56;

/** Page sizes in points, as react-pdf uses them. */
export const PAGE_SIZES = {
  A4: { width: 595.28, height: 841.89 },
  LETTER: { width: 612, height: 792 },
} as const;
export type PdfPageSize = keyof typeof PAGE_SIZES;

export const contentWidth = (size: PdfPageSize): number => PAGE_SIZES[size].width - 2 * PAGE_MARGIN;

export const CARD_PADDING = pt(spacing[6]); // 18 pt

export const severityColors = {
  low: { fill: colors.warning, soft: colors['warning-soft'], word: 'Low' },
  medium: { fill: colors['accent-strong'], soft: colors['accent-soft'], word: 'Medium' },
  high: { fill: colors.danger, soft: colors['danger-soft'], word: 'High' },
} as const;

/** Meter colours, level 1 (full of it) to 5 (straight talk), decision D-26. */
export const fosmLevelColors = [
  colors.danger,
  colors.accent,
  colors.warm,
  '#5f8f2f',
  colors.success,
] as const;

/**
 * No lineHeight on pages or on the page-number text: in react-pdf 4.9 an inherited or explicit
 * lineHeight makes a `render`-prop Text (Page X of Y) disappear. Text styles set their own.
 */
export const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: 10,
    color: colors.ink,
    backgroundColor: colors.canvas,
    paddingTop: PAGE_MARGIN,
    paddingBottom: PAGE_FOOTER_SPACE + 12,
    paddingHorizontal: PAGE_MARGIN,
  },
  coverPage: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: 10,
    color: colors.ink,
    backgroundColor: colors.canvas,
    paddingTop: 0,
    paddingBottom: PAGE_FOOTER_SPACE + 12,
    paddingHorizontal: 0,
  },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: PAGE_MARGIN,
    right: PAGE_MARGIN,
    borderTopWidth: 0.75,
    borderTopColor: colors.line,
    paddingTop: 6,
    paddingRight: 90,
    fontSize: 7.5,
    lineHeight: 1.4,
    color: colors.muted,
  },
  pageNumber: {
    position: 'absolute',
    bottom: 30,
    right: PAGE_MARGIN,
    width: 90,
    textAlign: 'right',
    fontSize: 7.5,
    fontWeight: 600,
    color: colors.plum,
  },
  footerStrong: { fontWeight: 600, color: colors.plum },
  eyebrow: {
    fontSize: 8,
    fontWeight: 700,
    letterSpacing: 1.2,
    textTransform: 'uppercase',
    color: colors.accent,
    marginBottom: 4,
  },
  h1: { fontSize: 28, lineHeight: 1.15, fontWeight: 800, color: colors.plum },
  h2: {
    fontSize: 17,
    lineHeight: 1.25,
    fontWeight: 800,
    color: colors.plum,
    marginBottom: 6,
  },
  h3: { fontSize: 11.5, lineHeight: 1.3, fontWeight: 700, color: colors.ink, marginBottom: 4 },
  lead: { fontSize: 10, color: colors.muted, marginBottom: 12 },
  body: { fontSize: 10, lineHeight: 1.5, color: colors.ink },
  muted: { color: colors.muted },
  small: { fontSize: 8.5, lineHeight: 1.45, color: colors.muted },
  section: { marginTop: pt(spacing[8]) },
  card: {
    backgroundColor: colors.surface,
    borderRadius: radiusPt('lg'),
    borderWidth: 0.75,
    borderColor: colors.line,
    padding: CARD_PADDING,
    marginBottom: 12,
  },
  pill: {
    borderRadius: radiusPt('full'),
    paddingHorizontal: 8,
    paddingVertical: 2,
    fontSize: 8,
    fontWeight: 700,
  },
  quote: {
    borderLeftWidth: 2.5,
    borderLeftColor: colors.warm,
    backgroundColor: colors['warm-soft'],
    borderRadius: radiusPt('sm'),
    paddingVertical: 6,
    paddingHorizontal: 10,
    marginTop: 6,
  },
  quoteText: { fontStyle: 'italic', fontSize: 9.5, lineHeight: 1.5, color: colors.ink },
  quoteBy: { fontSize: 8, color: colors.muted, marginTop: 2 },
  bulletRow: { flexDirection: 'row', marginTop: 3 },
  bulletDot: { width: 12, color: colors.accent, fontWeight: 700 },
  bulletText: { flex: 1 },
});
