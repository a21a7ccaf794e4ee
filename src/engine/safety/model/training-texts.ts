import { loadFixture } from '../../report/fixtures/load';
import { readDocument } from '../../text/read-text';
import { loadCorpus, loadOrdinaryAnswers } from '../corpus/load-corpus';
import { PLAIN_DISCLOSURES, PLAIN_HARMLESS } from '../corpus/plain-forms';
import { SAFETY_DOMAINS, type SafetyDomain } from '../domains';
import { tagAnswers } from '../read-safety';
import { sentenceFeatures } from './sentence-features';
import type { TrainingText } from './train-model';

/** The partner's name a corpus entry's `{partner}` stands for while training. */
const PARTNER = 'Sam';

function linesOf(text: string): string[][] {
  const [lines = []] = tagAnswers([readDocument(text)], { partnerName: PARTNER });
  return lines.filter((line) => line.read).map((line) => sentenceFeatures(line.tokens));
}

/**
 * What the statistical reader learns from: the tuning split only (never a held-out batch), each
 * entry's own text with its label; as harmless, every answer of the report's fixture couples that
 * disclose no harm and the 2,000 ordinary answers; and our own plain forms (corpus/plain-forms.ts).
 * `leaveOut` keeps entries and ordinary answers out by id, to choose thresholds on them
 * (scripts/validate-safety-model.mts).
 */
export function trainingTexts(leaveOut: (id: string) => boolean = () => false): TrainingText[] {
  const entries = loadCorpus('tune')
    .filter((entry) => !leaveOut(entry.id))
    .map((entry) => ({
      lines: linesOf(entry.text.replaceAll('{partner}', PARTNER)),
      label: entry.label === 'harmless' ? ('harmless' as const) : toDomain(entry.domain),
    }));
  const ordinary = (['aligned', 'mismatched', 'high-conflict', 'idealising'] as const).flatMap(
    (name) => {
      const couple = loadFixture(name);
      return [...couple.person1Answers, ...couple.person2Answers].map((answer) => ({
        lines: linesOf(answer),
        label: 'harmless' as const,
      }));
    },
  );
  const plain = [
    ...PLAIN_DISCLOSURES.map(({ text, domain }) => ({
      lines: linesOf(text),
      label: domain ?? ('disclosure' as const),
    })),
    ...PLAIN_HARMLESS.map((text) => ({ lines: linesOf(text), label: 'harmless' as const })),
  ];
  const everyday = loadOrdinaryAnswers()
    .filter(({ id }) => !leaveOut(id))
    .map(({ text }) => ({
      lines: linesOf(text),
      label: 'harmless' as const,
    }));
  return [...entries, ...ordinary, ...everyday, ...plain];
}

function toDomain(domain: string): SafetyDomain {
  const found = SAFETY_DOMAINS.find((known) => known === domain);
  if (found === undefined) throw new Error(`unknown disclosure domain: ${domain}`);
  return found;
}
