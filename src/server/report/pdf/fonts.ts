import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/** The PDF's font family name, matching the tokens' `fontFamily.sans` first choice. */
export const PDF_FONT_FAMILY = 'Inter';

const WEIGHTS = [
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
const SHAPING_CACHE_SIZE = 20_000;
/** U+FFFC marks an inline attachment, whose glyph react-pdf replaces in place: never shared. */
const OBJECT_REPLACEMENT = '\uFFFC';

/**
 * Shaping Inter with fontkit (its contextual-alternates lookups) is most of a report's render
 * time, and react-pdf shapes the same words again and again: in the footer of every page, and in
 * texts its own layout cache (docs/decisions/019) has not seen in that wording. fontkit's
 * layout is a pure function of the string and options, and react-pdf copies the positions it
 * adjusts, so its results are memoised per font.
 */
function memoiseShaping(font: Shaper): void {
  if (font[SHAPING_CACHE]) return;
  const layout = font.layout.bind(font);
  const cache = new Map<string, unknown>();
  font.layout = (text, features, ...rest) => {
    if (text.includes(OBJECT_REPLACEMENT)) return layout(text, features, ...rest);
    const key = `${features ? JSON.stringify(features) : ''}\u0000${rest.join('\u0000')}\u0000${text}`;
    let run = cache.get(key);
    if (run === undefined) {
      if (cache.size >= SHAPING_CACHE_SIZE) cache.clear();
      run = layout(text, features, ...rest);
      cache.set(key, run);
    }
    return run;
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
