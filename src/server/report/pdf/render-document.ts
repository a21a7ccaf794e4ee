import { type DocumentProps, pdf } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

/** The part of react-pdf's container this file touches (its type says `any`). */
type PdfContainer = { document: unknown };

/**
 * Renders a react-pdf document to bytes and keeps nothing of it (docs/performance.md, 'Memory
 * kept between reports').
 *
 * React drops a finished root from its schedule only in a scheduler task, and a render thread
 * turns its event loop only when a task waits on something (piscina waits for the next task
 * blocked in Atomics.wait), so every root stays reachable. Unmounting detaches the React tree,
 * and the container's copy of the document (every word of the report) is let go here: what
 * stays behind is a few empty objects a report, not its text.
 */
export async function renderDocument(document: ReactElement<DocumentProps>): Promise<Buffer> {
  const instance = pdf(document);
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await instance.toBuffer()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    // react-pdf's types want an element; React takes null, which unmounts. The root's second
    // fiber still holds the state before, the whole document element: a second empty render
    // overwrites it.
    const render = instance.updateContainer as (next: ReactElement | null) => void;
    render(null);
    render(null);
    const container: PdfContainer = instance.container;
    container.document = null;
  }
}
