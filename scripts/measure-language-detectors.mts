/**
 * `npx tsx scripts/measure-language-detectors.mts [--from DIR]`: the language detectors weighed for
 * the 'not in English' rule (docs/decisions/014-language-detector.md), each on the same texts:
 *
 * - the labelled answers in src/shared/validation/readability-corpus (language-tune.json,
 *   language-holdout.json): English false refusals and non-English recall on each split;
 * - the repository's English answers: the safety corpus sentences, the report fixtures and the
 *   ordinary couples (false refusals only);
 * - the time per call and the gzip size the detector adds to a browser chunk (esbuild, minified).
 *
 * A raw detector 'refuses' a text when its best guess is a language other than English (no guess
 * counts as English). The last row is the project's own rule (answerReadability's not_english),
 * detector plus English-word check. Candidates are imported from DIR's node_modules (default: this
 * project's); one that is not installed there is listed as such. To weigh them all:
 * `npm install --prefix DIR franc-min eld tinyld lande cld3-asm cld` (cld compiles a
 * native module; its install scripts must be allowed), then run with `--from DIR`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { z } from 'zod';
import { isNotEnglish } from '../src/shared/validation/language';
import { answerReadability } from '../src/shared/validation/readability';

const root = fileURLToPath(new URL('..', import.meta.url));
const fromIndex = process.argv.indexOf('--from');
const from = resolve(fromIndex === -1 ? root : (process.argv[fromIndex + 1] ?? root));
const requireFrom = createRequire(join(from, 'package.json'));

const labelledSchema = z.array(
  z.object({ lang: z.string(), question: z.string(), text: z.string() }),
);
const corpusDir = join(root, 'src/shared/validation/readability-corpus');
const labelled = (split: string) =>
  labelledSchema.parse(JSON.parse(readFileSync(join(corpusDir, `language-${split}.json`), 'utf8')));

/** The repository's English answers (none of them written for this measure). */
function repositoryEnglish(): string[] {
  const texts = new Set<string>();
  const safety = join(root, 'src/engine/safety/corpus');
  for (const file of readdirSync(safety).filter((name) => name.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(safety, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const { text } = z.object({ text: z.string() }).parse(JSON.parse(line));
      texts.add(text.replaceAll('{partner}', 'Sam'));
    }
  }
  const coupleSchema = z.object({
    person1Answers: z.array(z.string()),
    person2Answers: z.array(z.string()),
  });
  const couples = [
    ...['aligned', 'coercive', 'high-conflict', 'idealising', 'mismatched'].map((name) =>
      coupleSchema.parse(
        JSON.parse(readFileSync(join(root, `src/engine/report/fixtures/${name}.json`), 'utf8')),
      ),
    ),
    ...z
      .array(coupleSchema)
      .parse(JSON.parse(readFileSync(join(safety, 'ordinary-couples.json'), 'utf8'))),
  ];
  for (const couple of couples) {
    for (const answer of [...couple.person1Answers, ...couple.person2Answers]) texts.add(answer);
  }
  return [...texts];
}

/** Scores best first, in franc's codes for English ('eng'), as isNotEnglish weighs them. */
type Ranked = readonly (readonly [string, number])[];

type Detector = {
  name: string;
  /** The module esbuild bundles for the browser size; null for a native module. */
  browserEntry: string | null;
  /** The scorer, and for an asynchronous detector the time per call measured while loading. */
  load: () => Promise<{ scores: (text: string) => Ranked; micros?: number }>;
};

const importFrom = async (specifier: string): Promise<unknown> =>
  import(pathToFileURL(requireFrom.resolve(specifier)).href);
/** A file inside a package whose exports only name ESM conditions ('import'). */
const packageFile = (pkg: string, file: string) => join(from, 'node_modules', pkg, file);
const importFile = async (pkg: string, file: string): Promise<unknown> =>
  import(pathToFileURL(packageFile(pkg, file)).href);

/** Calls a function zod only knows as a function, with the given arguments. */
function call(fn: unknown, ...args: unknown[]): unknown {
  if (typeof fn !== 'function') throw new Error('not a function');
  return Reflect.apply(fn, undefined, args);
}

const fnSchema = z.custom<(...args: unknown[]) => unknown>((value) => typeof value === 'function');
const pairsSchema = z.array(z.tuple([z.string(), z.number()]));

/** Best first, the best scaled to 1, English as 'eng'. */
function normalise(pairs: [string, number][], english: string): Ranked {
  const sorted = [...pairs].sort((a, b) => b[1] - a[1]);
  const best = sorted[0]?.[1] ?? 0;
  return sorted.map(([code, score]) => [
    code === english ? 'eng' : code,
    best > 0 ? score / best : 0,
  ]);
}

const eldScores = async (file: string) => {
  const { eld } = z
    .object({ eld: z.object({ detect: fnSchema }) })
    .parse(await importFile('eld', file));
  return {
    scores: (text: string): Ranked => {
      const result = z
        .object({ language: z.string(), getScores: fnSchema })
        .parse(eld.detect(text));
      const scores = z.record(z.string(), z.number()).parse(result.getScores());
      return result.language === '' ? [] : normalise(Object.entries(scores), 'en');
    },
  };
};

const tinyldScores = async (specifier: string) => {
  const { detectAll } = z.object({ detectAll: fnSchema }).parse(await importFrom(specifier));
  return {
    scores: (text: string): Ranked =>
      normalise(
        z
          .array(z.object({ lang: z.string(), accuracy: z.number() }))
          .parse(detectAll(text))
          .map(({ lang, accuracy }) => [lang, accuracy]),
        'en',
      ),
  };
};

/** Every text any measure asks about: an asynchronous detector answers them all up front. */
const everyText = (): string[] =>
  [...texts.tune, ...texts.holdout, ...texts.repo].map((row) => row.text);

const detectors: Detector[] = [
  {
    name: 'franc-min 6.2 (trigrams, 82 languages)',
    browserEntry: 'franc-min',
    load: async () => {
      const { francAll } = z.object({ francAll: fnSchema }).parse(await importFrom('franc-min'));
      return { scores: (text) => pairsSchema.parse(francAll(text, { minLength: 1 })) };
    },
  },
  {
    name: 'tinyld 1.3 light (24 languages)',
    browserEntry: 'tinyld/light',
    load: () => tinyldScores('tinyld/light'),
  },
  {
    name: 'tinyld 1.3 normal',
    browserEntry: 'tinyld',
    load: () => tinyldScores('tinyld'),
  },
  {
    name: 'eld 2.1 extrasmall',
    browserEntry: packageFile('eld', 'src/entries/static.extrasmall.js'),
    load: () => eldScores('src/entries/static.extrasmall.js'),
  },
  {
    name: 'eld 2.1 large',
    browserEntry: packageFile('eld', 'src/entries/static.large.js'),
    load: () => eldScores('src/entries/static.large.js'),
  },
  {
    name: 'lande 1.0 (small neural network)',
    browserEntry: 'lande',
    load: async () => {
      const lande = z.object({ default: fnSchema }).parse(await importFrom('lande')).default;
      return { scores: (text) => normalise(pairsSchema.parse(lande(text)), 'eng') };
    },
  },
  {
    name: 'cld3-asm 4 (CLD3 in WebAssembly)',
    browserEntry: 'cld3-asm',
    load: async () => {
      const { loadModule } = z.object({ loadModule: fnSchema }).parse(await importFrom('cld3-asm'));
      const factory = z.object({ create: fnSchema }).parse(await loadModule());
      const identifier = z.object({ findLanguage: fnSchema }).parse(factory.create(0, 1000));
      return {
        scores: (text) => {
          const { language } = z
            .object({ language: z.string() })
            .parse(call(identifier.findLanguage, text));
          return language === 'und' ? [] : [[language === 'en' ? 'eng' : language, 1]];
        },
      };
    },
  },
  {
    name: 'cld 2.10 (CLD2, native module)',
    browserEntry: null,
    load: async () => {
      // cld answers asynchronously only: every text is asked up front, timed, and looked up later.
      const cld = z.object({ detect: fnSchema }).parse(requireFrom('cld'));
      const answers = new Map<string, Ranked>();
      const all = everyText();
      const started = performance.now();
      for (const text of all) {
        try {
          const result = z
            .object({ languages: z.array(z.object({ code: z.string(), percent: z.number() })) })
            .parse(await cld.detect(text, { isPlainText: true }));
          answers.set(
            text,
            normalise(
              result.languages.map(({ code, percent }) => [code, percent]),
              'en',
            ),
          );
        } catch {
          // 'Failed to identify language': no guess.
          answers.set(text, []);
        }
      }
      const micros = ((performance.now() - started) * 1000) / all.length;
      return { scores: (text) => answers.get(text) ?? [], micros };
    },
  },
];

const texts = {
  tune: labelled('tune'),
  holdout: labelled('holdout'),
  repo: repositoryEnglish().map((text) => ({ lang: 'en', question: '', text })),
};

async function gzipBytes(entry: string): Promise<number> {
  const result = await build({
    stdin: {
      contents: `import * as detector from ${JSON.stringify(entry)}; globalThis.detector = detector;`,
      resolveDir: from,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.reduce(
    (sum, file) => sum + gzipSync(file.contents, { level: 9 }).length,
    0,
  );
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)} %`;

function score(
  refuses: (text: string) => boolean,
  rows: readonly { lang: string; text: string }[],
  refusesEnglish = refuses,
) {
  const english = rows.filter((row) => row.lang === 'en');
  const foreign = rows.filter((row) => row.lang !== 'en');
  const falseRefusals = english.filter((row) => refusesEnglish(row.text)).length;
  const caught = foreign.filter((row) => refuses(row.text)).length;
  return {
    falseRefusals: `${falseRefusals}/${english.length} (${percent(falseRefusals, english.length)})`,
    recall:
      foreign.length === 0
        ? '-'
        : `${caught}/${foreign.length} (${percent(caught, foreign.length)})`,
  };
}

console.log(
  '| detector | check | tune: English refused | tune: non-English caught | holdout: English refused | holdout: non-English caught | repository English refused | µs per call | gzip in a browser chunk |',
);
console.log(`|${'---|'.repeat(9)}`);

const rawVerdict = (ranked: Ranked) => {
  const best = ranked[0]?.[0];
  return best !== undefined && best !== 'eng' && best !== 'und';
};

for (const detector of detectors) {
  let loaded: Awaited<ReturnType<Detector['load']>>;
  try {
    loaded = await detector.load();
  } catch (error) {
    console.log(
      `| ${detector.name} | not installed in ${from} (${String(error).split('\n')[0]?.slice(0, 50)}) |`,
    );
    continue;
  }
  const { scores } = loaded;
  const all = everyText();
  const started = performance.now();
  for (const text of all) scores(text);
  const micros = loaded.micros ?? ((performance.now() - started) * 1000) / all.length;
  const size = detector.browserEntry
    ? `${((await gzipBytes(detector.browserEntry)) / 1024).toFixed(1)} kB`
    : 'none: native, server only';
  const rows: [string, (text: string) => boolean][] = [
    ['best guess only', (text) => rawVerdict(scores(text))],
    ['with the English-word check', (text) => isNotEnglish(text, scores)],
  ];
  for (const [check, refuses] of rows) {
    const tune = score(refuses, texts.tune);
    const holdout = score(refuses, texts.holdout);
    const repo = score(refuses, texts.repo);
    console.log(
      `| ${detector.name} | ${check} | ${tune.falseRefusals} | ${tune.recall} | ${holdout.falseRefusals} | ${holdout.recall} | ${repo.falseRefusals} | ${micros.toFixed(0)} | ${size} |`,
    );
  }
}

// The rule as the forms run it (answerReadability, no question text): an English answer refused
// for any reason counts against it, a non-English one counts when refused as not English.
const rule = (text: string) => answerReadability(text, '')?.code === 'not_english';
const anyProblem = (text: string) => answerReadability(text, '') !== null;
const tune = score(rule, texts.tune, anyProblem);
const holdout = score(rule, texts.holdout, anyProblem);
const repo = score(rule, texts.repo, anyProblem);
console.log(
  `| answerReadability (tinyld light) | the whole D-24 rule | ${tune.falseRefusals} | ${tune.recall} | ${holdout.falseRefusals} | ${holdout.recall} | ${repo.falseRefusals} | | |`,
);
