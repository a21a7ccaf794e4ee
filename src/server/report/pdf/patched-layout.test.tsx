import {
  Document,
  Page,
  type PageLayoutProps,
  renderToBuffer,
  Text,
  View,
} from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../../engine/report/fixtures/load';
import { scoreCouple } from '../../../engine/report/score-couple';
import { openRenderPool } from '../render-pool';
import { readPdf } from './read-pdf';
import { renderReportPdf } from './render-report-pdf';

/**
 * The two changes patches/@react-pdf+layout+5.2.0.patch makes to react-pdf's layout
 * (docs/decisions/019-patched-pdf-layout.md): text layouts kept between renders, and the
 * 'Page X of Y' round that only rebuilds absolute page chrome. Both must leave every PDF exactly
 * as react-pdf lays it out without them.
 */

const DATE = new Date(Date.UTC(2026, 2, 12));
const PARAGRAPH =
  'Couples who talk about money early argue about it less later, and the ones who laugh at the ' +
  'same things tend to forgive faster. None of this is destiny; all of it is worth a conversation.';

function Doc({
  children,
  layout,
}: {
  children: ReactNode;
  layout?: (p: PageLayoutProps) => ReactNode;
}) {
  return (
    <Document creationDate={DATE} modificationDate={DATE}>
      <Page
        size="A6"
        style={{ padding: 24, paddingBottom: 40, fontFamily: 'Helvetica' }}
        {...(layout ? { layout } : {})}
      >
        {children}
      </Page>
    </Document>
  );
}

/** 'Page X of Y' absolute in the bottom padding, as the report's chrome is. */
function AbsoluteChrome({ children, pageNumber, totalPages }: PageLayoutProps) {
  return [
    children,
    <Text key="n" style={{ position: 'absolute', bottom: 16, left: 24, fontSize: 8 }}>
      {`Page ${pageNumber} of ${totalPages}`}
    </Text>,
  ];
}

/** 'Page X of Y' in the flow, above the content. */
function InFlowChrome({ children, pageNumber, totalPages }: PageLayoutProps) {
  return [<Text key="n">{`Page ${pageNumber} of ${totalPages}`}</Text>, children];
}

/** Enough paragraphs for four A6 pages. */
const longContent = Array.from({ length: 26 }, (_, index) => `${index + 1}. ${PARAGRAPH}`).map(
  (text) => (
    <Text key={text} style={{ fontSize: 10, marginBottom: 6 }}>
      {text}
    </Text>
  ),
);

const pageNumbers = async (pdf: Buffer) =>
  (await readPdf(pdf)).map((page) =>
    page.lines.map((line) => line.text).find((text) => text.startsWith('Page ')),
  );

describe('page totals', () => {
  it('numbers every page of a document whose chrome is absolute (chrome rebuilt alone)', async () => {
    const pdf = await renderToBuffer(<Doc layout={AbsoluteChrome}>{longContent}</Doc>);
    const numbers = await pageNumbers(pdf);
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(numbers).toEqual(numbers.map((_, index) => `Page ${index + 1} of ${numbers.length}`));
  });

  it('lays the pages out exactly as the full second round does', async () => {
    const fast = await renderToBuffer(<Doc layout={AbsoluteChrome}>{longContent}</Doc>);
    // A render prop in the content makes the patched layout run react-pdf's own second round.
    const full = await renderToBuffer(
      <Doc layout={AbsoluteChrome}>
        {longContent}
        <View render={() => null} />
      </Doc>,
    );
    const lines = async (pdf: Buffer) => (await readPdf(pdf)).map((page) => page.lines);
    expect(await lines(fast)).toEqual(await lines(full));
  });

  it('still runs the full round when the chrome is in the flow', async () => {
    const numbers = await pageNumbers(
      await renderToBuffer(<Doc layout={InFlowChrome}>{longContent}</Doc>),
    );
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(numbers).toEqual(numbers.map((_, index) => `Page ${index + 1} of ${numbers.length}`));
  });

  it('still runs the full round when the content reads the totals', async () => {
    const pdf = await renderToBuffer(
      <Doc layout={AbsoluteChrome}>
        {longContent}
        <Text render={({ totalPages }) => `Total ${totalPages}`} />
      </Doc>,
    );
    const pages = await readPdf(pdf);
    const total = pages
      .flatMap((page) => page.lines)
      .find((line) => line.text.startsWith('Total '));
    expect(total?.text).toBe(`Total ${pages.length}`);
  });
});

describe('text layouts kept between renders', () => {
  const lineCount = async (fontSize: number, width: number) => {
    const pdf = await renderToBuffer(
      <Doc>
        <Text style={{ fontSize, width }}>{PARAGRAPH}</Text>
      </Doc>,
    );
    const [page] = await readPdf(pdf);
    return page?.lines.length ?? 0;
  };

  it('are kept apart by font size and by width', async () => {
    const small = await lineCount(8, 240);
    // The same string again, at twice the size, then in half the width: each needs more lines.
    expect(await lineCount(16, 240)).toBeGreaterThan(small);
    expect(await lineCount(8, 120)).toBeGreaterThan(small);
    expect(await lineCount(8, 240)).toBe(small);
  });

  const pool = openRenderPool({ threads: 1 });
  afterAll(() => pool.close());

  it('give a report the same bytes as a render thread that has laid out nothing', {
    timeout: 60_000,
  }, async () => {
    const pdf = { pageSize: 'A4', generatedOn: '2026-03-12' } as const;
    // This process has laid out other reports (and these texts) first; the new thread has not.
    for (const name of ['aligned', 'idealising'] as const) {
      await renderReportPdf(scoreCouple(loadFixture(name)), pdf);
    }
    const input = loadFixture('mismatched');
    const warm = await renderReportPdf(scoreCouple(input), pdf);
    const again = await renderReportPdf(scoreCouple(input), pdf);
    const cold = await pool.scoreAndRender({ input, scoring: {}, pdf });
    expect(Buffer.from(cold.pdf).equals(warm)).toBe(true);
    expect(again.equals(warm)).toBe(true);
  });
});
