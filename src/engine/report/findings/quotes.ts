import type { PersonKey, Quote } from '../../../shared/report/report-model';
import { PEOPLE, type ReportContext } from '../context';
import type { LexiconName } from '../lexicons';
import { quoteOf } from '../match';
import { questionTextOf } from '../question-text';

/** Quotes for a lexicon from both people, at most `limit`, one per sentence, in answer order. */
export function quotesFor(
  context: ReportContext,
  lexicons: readonly LexiconName[],
  limit = 3,
): Quote[] {
  const quotes: Quote[] = [];
  const seen = new Set<string>();
  for (const person of ['person1', 'person2'] as PersonKey[]) {
    const read = context.reads[person];
    const hits = lexicons
      .flatMap((lexicon) => read.hits[lexicon])
      .sort((a, b) => a.question - b.question || a.sentence - b.sentence);
    for (const hit of hits) {
      const key = `${person}:${hit.question}:${hit.sentence}`;
      if (seen.has(key)) continue;
      seen.add(key);
      quotes.push({
        person,
        question: hit.question,
        questionText: questionTextOf(person, hit.question),
        text: quoteOf(read, hit),
      });
    }
  }
  return quotes.slice(0, limit);
}

/** Total hits for lexicons across both people. */
export function hitCount(context: ReportContext, lexicons: readonly LexiconName[]): number {
  return lexicons.reduce(
    (sum, lexicon) =>
      sum + context.reads.person1.hits[lexicon].length + context.reads.person2.hits[lexicon].length,
    0,
  );
}

/** The sentences the safety reader read as the cycle or the bond, person 1 first, in order. */
export function traumaBondQuotes(context: ReportContext, limit: number): Quote[] {
  return PEOPLE.flatMap((person) => {
    const read = context.reads[person];
    const seen = new Set<string>();
    return read.traumaBond.flatMap(({ answer, sentence }) => {
      const key = `${answer}:${sentence}`;
      const text = read.answers[answer]?.sentences[sentence]?.text;
      if (seen.has(key) || text === undefined) return [];
      seen.add(key);
      return [
        { person, question: answer + 1, questionText: questionTextOf(person, answer + 1), text },
      ];
    });
  }).slice(0, limit);
}
