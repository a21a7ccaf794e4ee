import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Document, Page, Text } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';

// A full collection on demand, without starting the test process with --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const REPORTS = 6;

/** Renders a one-page document whose text style is an object only that render knows. */
async function renderOne(index: number, whenCollected: FinalizationRegistry<number>) {
  const style = { fontSize: 12 + index };
  const bytes = await renderDocument(
    <Document>
      <Page>
        <Text style={style}>Only this report's words</Text>
      </Page>
    </Document>,
  );
  whenCollected.register(style, index);
  return bytes;
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('renderDocument', () => {
  it('renders the document to PDF bytes', async () => {
    const bytes = await renderDocument(
      <Document>
        <Page>
          <Text>Hello</Text>
        </Page>
      </Document>,
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  // A render thread renders report after report without turning its event loop (piscina waits
  // for tasks in Atomics.wait), so React never drops a finished root from its schedule: only
  // what renderDocument lets go of is freed. The renders below run back to back in one
  // microtask queue, as there, and the collection runs before any timer or immediate can.
  it('keeps nothing of a document once its bytes are out, rendered back to back', async () => {
    const collected = new Set<number>();
    const whenCollected = new FinalizationRegistry<number>((index) => collected.add(index));
    for (let index = 0; index < REPORTS; index += 1) {
      expect((await renderOne(index, whenCollected)).length).toBeGreaterThan(0);
    }
    collectGarbage();
    // Finalisers run in later tasks; nothing else allocates enough meanwhile to collect again.
    for (let wait = 0; wait < 50 && collected.size < REPORTS; wait += 1) await turn();
    expect([...collected].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
