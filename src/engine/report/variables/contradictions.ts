import type { PersonKey } from '../../../shared/report/report-model';
import { AXIS_THEMES, THEME_STANCES } from '../lexicons';
import { type Hit, type PersonRead, quoteOf } from '../match';

/** A contradiction found in the answers, with the sentences that show it. */
export type Contradiction = {
  kind: string;
  description: string;
  /** Who it is counted against for the honesty meter. */
  against: PersonKey[];
  quotes: { person: PersonKey; question: number; text: string }[];
};

const CONFLICT_IDEALS = new Set(['never fight', 'never argue', 'never disagree', 'always agree']);

function quote(person: PersonRead, key: PersonKey, hit: Hit) {
  return { person: key, question: hit.question, text: quoteOf(person, hit) };
}

/** Contradictions inside one person's answers. */
export function innerContradictions(person: PersonRead, key: PersonKey): Contradiction[] {
  const found: Contradiction[] = [];
  const ideals = person.hits.idealisation.filter((h) => CONFLICT_IDEALS.has(h.cue));
  const fights = person.hits.conflictTalk;
  const [ideal] = ideals;
  const fight = fights.find(
    (f) => !ideals.some((i) => i.question === f.question && i.sentence === f.sentence),
  );
  if (ideal && fight) {
    found.push({
      kind: 'no-fights-but-fights',
      description: 'says there is never any conflict, then describes some',
      against: [key],
      quotes: [quote(person, key, ideal), quote(person, key, fight)],
    });
  }
  for (const theme of AXIS_THEMES) {
    const [first, second] = Object.keys(THEME_STANCES[theme]);
    if (!first || !second) continue;
    const a = person.stanceByAnswer[theme][first] ?? new Set<number>();
    const b = person.stanceByAnswer[theme][second] ?? new Set<number>();
    const onlyA = [...a].filter((q) => !b.has(q));
    const onlyB = [...b].filter((q) => !a.has(q));
    if (
      (person.stances[theme][first] ?? 0) >= 2.5 &&
      (person.stances[theme][second] ?? 0) >= 2.5 &&
      onlyA.length &&
      onlyB.length
    ) {
      found.push({
        kind: `both-ways-${theme}`,
        description: `argues both ways on ${theme} in different answers`,
        against: [key],
        quotes: [],
      });
    }
  }
  const [glow] = person.hits.idealisation;
  const dark = person.answers
    .flatMap((a) => a.sentences.map((s, i) => ({ question: a.question, sentence: i, s })))
    .find((x) => x.s.sentiment <= -0.5);
  if (glow && dark) {
    found.push({
      kind: 'perfect-but-hurting',
      description: 'calls things perfect, yet another answer sounds hurt',
      against: [key],
      quotes: [
        quote(person, key, glow),
        { person: key, question: dark.question, text: dark.s.text },
      ],
    });
  }
  return found;
}

/** Contradictions between the two accounts of the same thing (not differences of taste). */
export function betweenContradictions(one: PersonRead, two: PersonRead): Contradiction[] {
  const found: Contradiction[] = [];
  const pairs: [PersonRead, PersonKey, PersonRead, PersonKey][] = [
    [one, 'person1', two, 'person2'],
    [two, 'person2', one, 'person1'],
  ];
  for (const [a, aKey, b, bKey] of pairs) {
    const ideal = a.hits.idealisation.find((h) => CONFLICT_IDEALS.has(h.cue));
    const conflict =
      b.hits.conflictTalk[0] ?? b.hits.contempt[0] ?? b.hits.criticism[0] ?? b.hits.stonewalling[0];
    if (ideal && conflict) {
      found.push({
        kind: 'conflict-accounts',
        description: 'one account says there is no conflict; the other describes it',
        against: [aKey],
        quotes: [quote(a, aKey, ideal), quote(b, bKey, conflict)],
      });
    }
    const perfect = a.hits.idealisation.find((h) => !CONFLICT_IDEALS.has(h.cue));
    const worries =
      b.hits.anxiety.length +
      b.hits.criticism.length +
      b.hits.conflictTalk.length +
      b.hits.hedging.length;
    const [worry] = [...b.hits.anxiety, ...b.hits.conflictTalk, ...b.hits.criticism];
    if (perfect && worries >= 2 && worry) {
      found.push({
        kind: 'perfect-accounts',
        description: 'one account calls things perfect; the other describes real difficulties',
        against: [aKey],
        quotes: [quote(a, aKey, perfect), quote(b, bKey, worry)],
      });
    }
  }
  return found;
}
