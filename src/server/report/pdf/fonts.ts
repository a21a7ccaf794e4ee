import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/** The PDF's font family name, matching the tokens' `fontFamily.sans` first choice. */
export const PDF_FONT_FAMILY = 'Inter';

/** Inter's weights and styles the PDF uses, as files of @expo-google-fonts/inter. */
export const WEIGHTS = [
  { file: '400Regular/Inter_400Regular.ttf', fontWeight: 400, fontStyle: 'normal' },
  { file: '400Regular_Italic/Inter_400Regular_Italic.ttf', fontWeight: 400, fontStyle: 'italic' },
  { file: '600SemiBold/Inter_600SemiBold.ttf', fontWeight: 600, fontStyle: 'normal' },
  { file: '700Bold/Inter_700Bold.ttf', fontWeight: 700, fontStyle: 'normal' },
  { file: '800ExtraBold/Inter_800ExtraBold.ttf', fontWeight: 800, fontStyle: 'normal' },
] as const;

let registered = false;

/**
 * Registers Inter once per process from the TTF files of @expo-google-fonts/inter (WOFF2 crashes
 * fontkit). Paths are resolved through Node's resolver so the same code works from source and
 * from the server bundle, which keeps packages external. No network: local files only.
 */
export function registerPdfFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: WEIGHTS.map(({ file, fontWeight, fontStyle }) => ({
      src: require.resolve(`@expo-google-fonts/inter/${file}`),
      fontWeight,
      fontStyle,
    })),
  });
  // Whole words only: no automatic hyphenation in names, quotes or variable names.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/** The parts of a fontkit font tuned here. */
type Shaper = {
  layout: (text: string, features?: unknown, ...rest: unknown[]) => unknown;
  postscriptName?: string;
  name?: { records?: object };
  [SHAPING_CACHE]?: true;
};

const SHAPING_CACHE = Symbol('msoul.shapingCache');
/** Distinct strings kept per font weight; the cache starts over when full. */
const SHAPING_CACHE_SIZE = 5_000;
/** U+FFFC marks an inline attachment, whose glyph react-pdf replaces in place: never shared. */
const OBJECT_REPLACEMENT = '\uFFFC';

/** What textkit reads of fontkit's glyph run: the glyphs and their positions, index for index. */
type GlyphRun = { glyphs: unknown[]; positions: unknown[] };

/** Texts longer than this are shaped in pieces (see memoiseShaping). */
const WHOLE_TEXT_MAX = 24;
/**
 * Where a long text is cut: after the spaces between two letters. Inter's contextual lookups
 * do reach across a space next to punctuation or figures (the colon in '100: the', the middle
 * dot in 'strong · Amber'), never across one between letters.
 */
const PIECE_BREAK = /(?<=\p{L} +)(?=\p{L})/u;

/** The pieces a text is shaped in: the whole text, or its parts between letter-space-letter. */
export function shapingPieces(text: string): string[] {
  return text.length <= WHOLE_TEXT_MAX ? [text] : text.split(PIECE_BREAK);
}

/** One glyph run of the pieces' glyphs and positions, in order, as if shaped in one go. */
function joinRuns(runs: GlyphRun[]): GlyphRun {
  const [first] = runs;
  const joined: GlyphRun = Object.assign(Object.create(Object.getPrototypeOf(first)), first);
  joined.glyphs = runs.flatMap((run) => run.glyphs);
  joined.positions = runs.flatMap((run) => run.positions);
  return joined;
}

/**
 * Shaping Inter with fontkit (its contextual-alternates lookups) is most of a report's render
 * time, and react-pdf shapes the same words again and again: in the footer of every page, and in
 * texts its own layout cache (docs/decisions/019) has not seen in that wording, such as every
 * sentence that names the couple. fontkit's layout is a pure function of the string and options,
 * and react-pdf copies the positions it adjusts, so its results are memoised per font, and a long
 * text is shaped in pieces (`shapingPieces`) whose glyphs and positions are the ones shaping the
 * whole text gives (fonts.test.ts compares), so that a sentence with new names reuses its words.
 */
function memoiseShaping(font: Shaper): void {
  if (font[SHAPING_CACHE]) return;
  const layout = font.layout.bind(font);
  const cache = new Map<string, GlyphRun>();
  const shape = (text: string, features: unknown, rest: unknown[]): GlyphRun => {
    const key = `${features ? JSON.stringify(features) : ''}\u0000${rest.join('\u0000')}\u0000${text}`;
    let run = cache.get(key);
    if (run === undefined) {
      if (cache.size >= SHAPING_CACHE_SIZE) cache.clear();
      run = layout(text, features, ...rest) as GlyphRun;
      cache.set(key, run);
    }
    return run;
  };
  font.layout = (text, features, ...rest) => {
    if (text.includes(OBJECT_REPLACEMENT)) return layout(text, features, ...rest);
    const pieces = shapingPieces(text);
    if (pieces.length === 1) return shape(text, features, rest);
    return joinRuns(pieces.map((piece) => shape(piece, features, rest)));
  };
  // pdfkit opens a font object anew for every text run react-pdf draws and checks it is the
  // font it already embedded by JSON-serialising the whole name table each time (Inter's is
  // large). Serialised, the records read as the PostScript name (unique per weight and style).
  const records = font.name?.records;
  if (records && !Object.hasOwn(records, 'toJSON')) {
    const identity = `${font.postscriptName ?? ''}`;
    Object.defineProperty(records, 'toJSON', { value: () => identity });
  }
  font[SHAPING_CACHE] = true;
}

/** Registers and loads every weight once, and puts the shaping cache in front of each. */
export async function loadPdfFonts(): Promise<void> {
  registerPdfFonts();
  for (const { fontWeight, fontStyle } of WEIGHTS) {
    const descriptor = { fontFamily: PDF_FONT_FAMILY, fontWeight, fontStyle };
    await Font.load(descriptor);
    const { data } = Font.getFont(descriptor);
    if (data && 'layout' in data) memoiseShaping(data as unknown as Shaper);
  }
}
