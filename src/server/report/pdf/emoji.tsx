import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ellipse, Path, type StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';

/** One react-pdf style object. */
export type PdfStyle = Parameters<typeof StyleSheet.create>[0][string];

/**
 * The 💩 of the 'Full of 💩 Meter', drawn: Inter has no emoji and react-pdf would fetch emoji
 * images over the network, so the Twemoji SVG (from the @twemoji/svg package in node_modules,
 * read once per process) is drawn as vector paths. Twemoji graphics are CC-BY 4.0 (Twitter and
 * contributors), credited in docs/architecture.md §2's PDF row.
 */
export const POO = '💩';

type Shape =
  | { kind: 'path'; fill: string; d: string }
  | { kind: 'ellipse'; fill: string; cx: number; cy: number; rx: number; ry: number };

type Glyph = { viewBox: string; shapes: Shape[] };

const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

/** The paths and ellipses of a Twemoji SVG (the only elements its optimised files use here). */
export function parseTwemoji(svg: string): Glyph {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox) throw new Error('Twemoji SVG without a viewBox');
  const shapes: Shape[] = [];
  for (const [, tag = '', body = ''] of svg.matchAll(/<(path|ellipse)\b([^>]*)\/>/g)) {
    const attrs = Object.fromEntries(
      [...body.matchAll(ATTRIBUTE)].map(([, key = '', value = '']) => [key, value]),
    );
    const fill = attrs.fill ?? '#000';
    if (tag === 'path' && attrs.d) shapes.push({ kind: 'path', fill, d: attrs.d });
    if (tag === 'ellipse') {
      shapes.push({
        kind: 'ellipse',
        fill,
        cx: Number(attrs.cx),
        cy: Number(attrs.cy),
        rx: Number(attrs.rx),
        ry: Number(attrs.ry),
      });
    }
  }
  if (shapes.length === 0) throw new Error('Twemoji SVG without shapes');
  return { viewBox, shapes };
}

let poo: Glyph | undefined;

function pooGlyph(): Glyph {
  if (!poo) {
    const require = createRequire(import.meta.url);
    poo = parseTwemoji(readFileSync(require.resolve('@twemoji/svg/1f4a9.svg'), 'utf8'));
  }
  return poo;
}

/** The glyph, `size` points square, sitting on the text's baseline. */
export function PooGlyph({ size }: { size: number }) {
  const glyph = pooGlyph();
  return (
    <Svg
      width={size}
      height={size}
      viewBox={glyph.viewBox}
      // In a row of words aligned at their bottoms: a word's gap on the right, like the words,
      // and lifted to sit on the baseline, descending a little below it as emoji do.
      style={{ marginRight: size * 0.28, marginBottom: size * 0.16 }}
    >
      {glyph.shapes.map((shape, index) =>
        shape.kind === 'path' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed drawing, never reordered
          <Path key={index} d={shape.d} fill={shape.fill} />
        ) : (
          <Ellipse
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed drawing, never reordered
            key={index}
            cx={shape.cx}
            cy={shape.cy}
            rx={shape.rx}
            ry={shape.ry}
            fill={shape.fill}
          />
        ),
      )}
    </Svg>
  );
}

/**
 * A line of text that may hold 💩. Without one it is a plain Text (the fast path); with one, the
 * words are laid out in a wrapping row with the glyph drawn where the emoji was, since a Text
 * cannot hold a drawing. Meant for headings, names and short lines.
 */
export function EmojiText({
  children,
  style,
  box,
}: {
  children: string;
  style?: PdfStyle | PdfStyle[];
  /** The block's own layout (flex, width, margins): on the Text, or on the row of words. */
  box?: PdfStyle;
}): ReactNode {
  const styles = [style ?? []].flat();
  if (!children.includes(POO)) {
    return <Text style={box ? [...styles, box] : styles}>{children}</Text>;
  }
  let size = 10;
  for (const entry of styles) if (typeof entry.fontSize === 'number') size = entry.fontSize;
  // Each word, and each glyph, is one token; a running number keys them (the text never changes).
  const tokens: ReactNode[] = [];
  let next = 0;
  const parts = children.split(POO);
  for (const [partNumber, part] of parts.entries()) {
    for (const word of part.split(/\s+/)) {
      if (word === '') continue;
      next += 1;
      tokens.push(
        <Text key={`w${next}`} style={[...styles, { marginRight: size * 0.28 }]}>
          {word}
        </Text>,
      );
    }
    next += 1;
    if (partNumber < parts.length - 1) tokens.push(<PooGlyph key={`g${next}`} size={size} />);
  }
  return (
    <View style={[{ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end' }, box ?? {}]}>
      {tokens}
    </View>
  );
}
