/**
 * Every document the code, tests and docs cite is in this repository (issue 22): the product's
 * rules are docs/product.md (sections 1 to 11, decisions D-01 and on in its section 10) and the
 * build is docs/architecture.md (numbered sections). A clone has nothing else, so a citation of
 * the documents the project was started from fails here with its file and line, and so does a
 * section or decision id that the two pages do not define.
 *
 * It lives in scripts/ because the unit project runs scripts/**\/*.test.ts and src/**\/*.test.ts,
 * not tests/ (vitest.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = relative(ROOT, fileURLToPath(import.meta.url));
const SCANNED_DIRS = ['src', 'tests', 'scripts', 'docs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '__golden__']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md)$/;

/**
 * Names of documents outside the repository. Written so that this file's own text does not
 * match them (no plain 'spec' followed by a section sign, no plain file names).
 */
const OUTSIDE_DOCUMENTS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a section of the old spec', pattern: /\b[Ss]pec(?:ification)?\.?\s?§/ },
  { what: 'the old design brief', pattern: /\bDESIGN(?:\.md)?(?:\s?§|:|\b)/ },
  { what: 'the old decisions file', pattern: /\bdecisions\.md\b/ },
  { what: 'the old product spec file', pattern: /\bproduct[-]spec\b/ },
  { what: 'the old stack notes', pattern: /\bSTACK[-]NOTES\b/ },
  { what: 'the old brand brief', pattern: /\bBRAND\.md\b/ },
  {
    what: 'a folder outside the repository',
    pattern: /\/work\/shared\b|\.\.\/shared\/(?:spec|DESIGN|BRAND|STACK)/,
  },
  { what: "'the spec' (say docs/product.md)", pattern: /\b[Tt]he\s+spec(?:'s)?\b(?!\.\w|\(|-)/ },
];

/**
 * Hits that stay, each with its reason. A user-facing string is not reworded by a clean-up:
 * change the text on purpose, then remove its entry here.
 */
const ALLOWED: readonly { file: string; text: string; why: string }[] = [];

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (TEXT_FILE.test(entry.name)) out.push(path);
  }
  return out;
}

const files = [...SCANNED_DIRS.flatMap(listFiles), 'README.md'].filter((f) => f !== SELF);
const texts = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));

/** The `## N. Title` sections of a page, each with the numbers of its numbered list items. */
function sectionsOf(page: string): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of readFileSync(join(ROOT, page), 'utf8').split('\n')) {
    const heading = /^##\s+(\d+)\.\s/.exec(line);
    if (heading?.[1]) {
      current = new Set();
      sections.set(heading[1], current);
    } else if (/^##\s/.test(line)) {
      current = undefined;
    } else {
      const item = /^(\d+)\.\s/.exec(line);
      if (item?.[1] && current) current.add(item[1]);
    }
  }
  return sections;
}

function exists(sections: Map<string, Set<string>>, cited: string): boolean {
  const [section = '', item] = cited.split('.');
  const items = sections.get(section);
  return items !== undefined && (item === undefined || items.has(item));
}

/**
 * Section numbers cited after a page's name: 'docs/product.md §2, §4 and §9', also when the
 * list goes on in the next line of a comment.
 */
function citedSections(page: string): { where: string; section: string }[] {
  const name = page.replaceAll('.', '\\.');
  const citation = new RegExp(
    `${name} §(\\d+(?:\\.\\d+)*)((?:[,;]?\\s*(?:\\n\\s*(?:\\*|//)?\\s*)?(?:and\\s+)?§\\d+(?:\\.\\d+)*)*)`,
    'g',
  );
  const found: { where: string; section: string }[] = [];
  for (const [file, text] of texts) {
    for (const m of text.matchAll(citation)) {
      const line = text.slice(0, m.index).split('\n').length;
      const more = [...(m[2] ?? '').matchAll(/§(\d+(?:\.\d+)*)/g)].map((x) => x[1] ?? '');
      for (const section of [m[1] ?? '', ...more])
        found.push({ where: `${file}:${line}`, section });
    }
  }
  return found;
}

describe('citations', () => {
  it('cite no document outside the repository', () => {
    const hits: string[] = [];
    for (const [file, text] of texts) {
      text.split('\n').forEach((line, i) => {
        for (const { what, pattern } of OUTSIDE_DOCUMENTS) {
          if (!pattern.test(line)) continue;
          if (ALLOWED.some((a) => a.file === file && line.includes(a.text))) continue;
          hits.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
        }
      });
    }
    expect(hits, 'cite docs/product.md §N, docs/architecture.md §N or a D-nn id instead').toEqual(
      [],
    );
  });

  it('keep their allowed exceptions current', () => {
    const stale = ALLOWED.filter((a) => !texts.get(a.file)?.includes(a.text));
    expect(stale, 'remove these entries from ALLOWED').toEqual([]);
  });

  it.each(['docs/product.md', 'docs/architecture.md'])('name only sections that %s has', (page) => {
    const sections = sectionsOf(page);
    const cited = citedSections(page);
    expect(cited.length).toBeGreaterThan(0);
    const missing = cited
      .filter((c) => !exists(sections, c.section))
      .map((c) => `${c.where}: §${c.section}`);
    expect(missing).toEqual([]);
  });

  it('name only decisions that docs/product.md defines', () => {
    const product = readFileSync(join(ROOT, 'docs/product.md'), 'utf8');
    const defined = new Set([...product.matchAll(/^- \*\*(D-\d+)\b/gm)].map((m) => m[1]));
    expect(defined.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const [file, text] of texts) {
      text.split('\n').forEach((line, i) => {
        for (const m of line.matchAll(/\bD-\d+\b/g)) {
          if (!defined.has(m[0])) missing.push(`${file}:${i + 1}: ${m[0]}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });
});
