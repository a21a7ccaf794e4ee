import { createRequire } from 'node:module';
import { type Font, openSync } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../engine/report/fixtures/load';
import { scoreCouple } from '../../../engine/report/score-couple';
import { shapingPieces, WEIGHTS } from './fonts';
import { readPdf } from './read-pdf';
import { renderReportPdf } from './render-report-pdf';

const require = createRequire(import.meta.url);
/** Fresh fontkit fonts, without the shaping cache the renderer puts in front of its own. */
const fonts: Font[] = WEIGHTS.map(
  ({ file }) => openSync(require.resolve(`@expo-google-fonts/inter/${file}`)) as Font,
);

/** Glyph ids and positions, as textkit reads them (it passes 'ltr' so nothing is reversed). */
function shaped(font: Font, pieces: string[]): string[] {
  return pieces.flatMap((piece) => {
    const run = font.layout(piece, undefined, undefined, undefined, 'ltr');
    return run.glyphs.map((glyph, index) => {
      const { xAdvance, yAdvance, xOffset, yOffset } = run.positions[index] ?? {};
      return `${glyph.id}:${xAdvance}:${yAdvance}:${xOffset}:${yOffset}`;
    });
  });
}

/** Places where Inter's contextual lookups reach across a space, and places where they do not. */
const EDGES = [
  'Each dimension scored from what you both wrote, out of 100: the two of you together.',
  'Green 70+ strong · Amber 45 to 69 mixed · Red under 45 under strain, said Tom and Priya.',
  'At 10:30 we talk - or we argue - about it (most weeks) -> then make up: A/B 5 / 10.',
  '"Lively," she said. It’s a yes, a NO, and 3 x 4 = 12 in one sentence, see you at 9 am.',
  'Él dijo que sí; Straße, naïve café, Zoë and Øyvind wrote it over the weekend together.',
];

describe('shaping a long text in pieces', () => {
  it('cuts only between letters, keeping the spaces', () => {
    const text = 'Scores out of 100: the thick bar, strong · Amber and more words here';
    expect(shapingPieces(text)).toEqual([
      'Scores ',
      'out ',
      'of 100: the ',
      'thick ',
      'bar, strong · Amber ',
      'and ',
      'more ',
      'words ',
      'here',
    ]);
    expect(shapingPieces('Short and sweet.')).toEqual(['Short and sweet.']);
  });

  it('gives the glyphs and positions of shaping the whole text, in every weight', async () => {
    // Every line of two engine fixtures' reports, plus the edge cases above.
    const lines = new Set(EDGES);
    for (const name of ['mismatched', 'idealising'] as const) {
      const pdf = await renderReportPdf(scoreCouple(loadFixture(name)), {
        pageSize: 'A4',
        generatedOn: '2026-03-12',
      });
      for (const page of await readPdf(pdf)) for (const line of page.lines) lines.add(line.text);
    }
    const cut = [...lines].filter((line) => shapingPieces(line).length > 1);
    expect(cut.length).toBeGreaterThan(200);
    for (const font of fonts) {
      for (const line of cut) {
        expect(shaped(font, shapingPieces(line)), line).toEqual(shaped(font, [line]));
      }
    }
  }, 60_000);
});
