import { getDocumentProxy } from 'unpdf';
import { OPS } from 'unpdf/pdfjs';
import { PAGE_FOOTER_SPACE } from './theme';

/**
 * Reads a rendered report back for the tests, in pure JavaScript (pdf.js through unpdf, a
 * development dependency): each page's lines of text, top to bottom, and the colours it fills
 * and strokes. Not used by the product.
 */
export type PdfLine = { y: number; text: string };
export type PdfPage = {
  number: number;
  height: number;
  /** Lines of text, top first, with their baseline (points from the bottom of the page). */
  lines: PdfLine[];
  /** The content's lines: all but the footer and the page number. */
  content: PdfLine[];
  /** The text in drawing order (each block's lines in turn, columns one after the other). */
  flow: string;
  /** Fill and stroke colours used on the page, as lower-case hex ('#157a3c'). */
  colours: Set<string>;
};

/** pdf.js 5 copies buffers with ArrayBuffer.prototype.transferToFixedLength (Node 21+). */
function ensureTransferToFixedLength(): void {
  if ('transferToFixedLength' in ArrayBuffer.prototype) return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length?: number): ArrayBuffer {
      const out = new ArrayBuffer(length ?? this.byteLength);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(out.byteLength, this.byteLength)));
      return out;
    },
  });
}

const COLOUR_OPS = new Set<number>([OPS.setFillRGBColor, OPS.setStrokeRGBColor]);

export async function readPdf(pdf: Uint8Array): Promise<PdfPage[]> {
  ensureTransferToFixedLength();
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { height } = page.getViewport({ scale: 1 });
    const byLine = new Map<number, { x: number; text: string }[]>();
    const flow: string[] = [];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item)) continue;
      flow.push(item.hasEOL ? `${item.str} ` : item.str);
      if (item.str === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const key = Math.round(y * 2) / 2;
      const line = byLine.get(key) ?? [];
      line.push({ x, text: item.str });
      byLine.set(key, line);
    }
    const lines = [...byLine.entries()]
      .sort(([a], [b]) => b - a)
      .map(([y, items]) => ({
        y,
        text: items
          .sort((a, b) => a.x - b.x)
          .map((item) => item.text)
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      }))
      .filter((line) => line.text !== '');
    const colours = new Set<string>();
    const operators = await page.getOperatorList();
    operators.fnArray.forEach((fn, index) => {
      if (!COLOUR_OPS.has(fn)) return;
      const [colour] = (operators.argsArray[index] ?? []) as unknown[];
      if (typeof colour === 'string') colours.add(colour.toLowerCase());
    });
    pages.push({
      number,
      height,
      lines,
      content: lines.filter((line) => line.y > PAGE_FOOTER_SPACE),
      flow: flow.join('').replace(/\s+/g, ' ').trim(),
      colours,
    });
  }
  return pages;
}

/** How far down the page its content reaches, as a share of the page's height (0 to 1). */
export function pageFill(page: PdfPage): number {
  const lowest = Math.min(page.height, ...page.content.map((line) => line.y));
  return (page.height - lowest) / page.height;
}

/** The whole text in drawing order, whitespace collapsed. */
export function pdfText(pages: readonly PdfPage[]): string {
  return pages.map((page) => page.flow).join(' ');
}
