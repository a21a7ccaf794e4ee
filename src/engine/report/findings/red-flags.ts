import { partnerQuestions } from '../../../shared/questions/partner';
import type { Quote, ReportModel } from '../../../shared/report/report-model';
import type { ReportContext } from '../context';
import { questionTextOf } from '../question-text';
import { get } from '../variables/define';
import { hitCount, quotesFor, traumaBondQuotes } from './quotes';

type RedFlag = ReportModel['redFlags'][number];

/** The /p2 option texts: an option opening a written answer is the form's words, not theirs. */
const OPTION_TEXTS: ReadonlySet<string> = new Set(
  partnerQuestions.flatMap((q) => q.options.map((o) => o.toLowerCase())),
);

function negativeQuotes(context: ReportContext, limit: number): Quote[] {
  const all: (Quote & { s: number })[] = [];
  for (const person of ['person1', 'person2'] as const) {
    for (const answer of context.reads[person].answers) {
      // A chosen option is not the person's own words: its tone is the form's, not theirs.
      if (answer.option) continue;
      for (const sentence of answer.sentences) {
        if (OPTION_TEXTS.has(sentence.text.trim().toLowerCase())) continue;
        if (sentence.sentiment < -0.1)
          all.push({
            person,
            question: answer.question,
            questionText: questionTextOf(person, answer.question),
            text: sentence.text,
            s: sentence.sentiment,
          });
      }
    }
  }
  return all
    .sort((a, b) => a.s - b.s || a.question - b.question || a.person.localeCompare(b.person))
    .slice(0, limit)
    .map(({ s: _sentiment, ...quote }) => quote);
}

/** Red flags, most serious first; each carries the sentences that raised it. */
export function redFlags(context: ReportContext, traumaBond: boolean): RedFlag[] {
  const flags: RedFlag[] = [];
  const c = context.couple;
  if (traumaBond) {
    flags.push({
      id: 'trauma-bond',
      title: 'A hot-and-cold cycle',
      severity: 'high',
      explanation:
        'Hurt followed by sweetness, and a feeling of not being able to leave, can bind people tightly in a way that feels like love. It is worth talking through with someone outside the relationship.',
      evidence: traumaBondQuotes(context, 3),
    });
  }
  const contempt = hitCount(context, ['contempt']);
  if (contempt > 0) {
    flags.push({
      id: 'contempt',
      title: 'Contempt',
      severity: contempt >= 2 ? 'high' : 'medium',
      explanation:
        'Mockery, eye-rolling and name-calling are the strongest warning sign in decades of couples research (Gottman). They say "I am above you", and they wear love down fastest.',
      evidence: quotesFor(context, ['contempt']),
    });
  }
  const criticism = hitCount(context, ['criticism']);
  if (criticism > 0) {
    flags.push({
      id: 'criticism',
      title: 'Criticism of the person, not the problem',
      severity: criticism >= 3 ? 'medium' : 'low',
      explanation:
        "'You always' and 'you never' turn one complaint into a verdict on someone's character. The complaint may be fair; the packaging makes it hard to hear.",
      evidence: quotesFor(context, ['criticism']),
    });
  }
  const stonewalling = hitCount(context, ['stonewalling']);
  if (stonewalling > 0) {
    flags.push({
      id: 'stonewalling',
      title: 'Shutting down',
      severity: stonewalling >= 2 ? 'medium' : 'low',
      explanation:
        'Going silent or leaving mid-conversation is usually flooding, not indifference, but to the other person it feels like a wall.',
      evidence: quotesFor(context, ['stonewalling']),
    });
  }
  const defensiveness = hitCount(context, ['defensiveness']);
  if (defensiveness > 0) {
    flags.push({
      id: 'defensiveness',
      title: 'Defensiveness',
      severity: defensiveness >= 2 ? 'medium' : 'low',
      explanation: "'Not my fault' closes the conversation before anyone has been heard.",
      evidence: quotesFor(context, ['defensiveness']),
    });
  }
  const blame = hitCount(context, ['blame']);
  const ownership = hitCount(context, ['ownership']);
  if (blame >= 2 && blame > ownership) {
    flags.push({
      id: 'blame',
      title: 'Blame outweighs ownership',
      severity: 'medium',
      explanation:
        "The answers say more about what the other person does wrong than about anyone's own part.",
      evidence: quotesFor(context, ['blame']),
    });
  }
  if (get(c, 'positivity_ratio_couple') < 1) {
    flags.push({
      id: 'low-positivity',
      title: 'More negative than positive',
      severity: 'medium',
      explanation:
        'Stable couples tend to keep about five positive moments for every negative one (Gottman). These answers run below one to one.',
      evidence: negativeQuotes(context, 3),
    });
  }
  if (get(c, 'attachment_pairing') > 0) {
    flags.push({
      id: 'pursue-withdraw',
      title: 'Chase and retreat',
      severity: 'low',
      explanation:
        'One account leans towards needing reassurance, the other towards needing space. Each move can trigger the other: the more one reaches, the more the other pulls back.',
      evidence: quotesFor(context, ['anxiety', 'avoidance']),
    });
  }
  const idealising = (['person1', 'person2'] as const).filter(
    (p) => get(context.features[p], 'idealisation_markers') >= 2,
  );
  if (idealising.length > 0) {
    flags.push({
      id: 'idealisation',
      title: 'A highlight reel',
      severity: 'low',
      explanation:
        'Everything perfect, never a fight: either a rare couple or answers written for an audience. Rose-tinted answers hide the things worth working on.',
      evidence: quotesFor(context, ['idealisation']),
    });
  }
  const order = { high: 0, medium: 1, low: 2 } as const;
  return flags
    .map((flag, i) => ({ flag, i }))
    .sort((a, b) => order[a.flag.severity] - order[b.flag.severity] || a.i - b.i)
    .map(({ flag }) => flag);
}
