import type { ReportModel } from '../../../shared/report/report-model';
import type { ReportContext } from '../context';
import { get } from '../variables/define';
import { LOVE_LANGUAGE_WORDS, topLoveLanguage } from './describe';

type Section = ReportModel['dynamics'][number];

/** 'a', 'a and b', 'a, b and c'. */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function themeOf(context: ReportContext, id: string) {
  return context.themes.find((t) => t.id === id);
}

function friction(context: ReportContext): Section {
  const { person1: a, person2: b } = context.features;
  const load = get(a, 'horsemen_load') + get(b, 'horsemen_load');
  const ownership = get(a, 'ownership_language') + get(b, 'ownership_language');
  const talk = get(a, 'conflict_talk') + get(b, 'conflict_talk');
  const conflict = themeOf(context, 'conflict');
  const title = 'How you handle friction';
  if (load === 0 && talk === 0 && ownership === 0 && conflict?.verdict === 'cannot_compare')
    return {
      id: 'friction',
      title,
      body: 'Neither of you writes about how a disagreement goes, so this report cannot say how you handle friction. Ask each other how the last one went.',
    };
  const parts: string[] = [];
  if (load > 0 && load <= 3)
    parts.push(
      `A few of Gottman's Four Horsemen show up (criticism, contempt, defensiveness or stonewalling: ${load} weighted marker${load === 1 ? '' : 's'}). Normal for real couples, worth catching early.`,
    );
  else if (load > 3)
    parts.push(
      `The Four Horsemen ride through these answers (${load} weighted markers). Conflict here is not only about the topic; it is about how it is said.`,
    );
  else if (talk > 0)
    parts.push(
      "You write about disagreements, and the way you write about them shows none of Gottman's Four Horsemen (criticism, contempt, defensiveness, stonewalling). Written answers cannot show how an argument actually sounds.",
    );
  if (conflict && conflict.verdict !== 'cannot_compare') parts.push(conflict.summary);
  else if (talk > 0 || load > 0)
    parts.push('How each of you would rather handle a disagreement is not clear from the answers.');
  if (ownership > 0)
    parts.push(
      `There is ownership too (${ownership} time${ownership === 1 ? '' : 's'} one of you names their own part), which is the antidote to blame.`,
    );
  return { id: 'friction', title, body: parts.join(' ') };
}

/** Sentences with a clear tone below this count say too little to weigh. */
const MIN_TONED_SENTENCES = 3;

function balance(context: ReportContext): Section {
  const { person1: a, person2: b } = context.features;
  const toned =
    get(a, 'sentiment_positive') +
    get(a, 'sentiment_negative') +
    get(b, 'sentiment_positive') +
    get(b, 'sentiment_negative');
  const ratio = get(context.couple, 'positivity_ratio_couple');
  let body: string;
  if (toned < MIN_TONED_SENTENCES)
    body =
      'Too few of your sentences carry a clear tone to weigh the good moments against the hard ones.';
  else if (ratio >= 5)
    body = `Your answers carry about ${ratio.toFixed(1)} positive moments for every negative one, at or above the 5:1 balance Gottman found in stable couples. The goodwill is there.`;
  else if (ratio >= 2)
    body = `About ${ratio.toFixed(1)} positives for every negative: warm, though below the 5:1 reference. Small, frequent good moments are the cheapest fix in this report.`;
  else
    body = `About ${ratio.toFixed(1)} positives for every negative. That is well under the 5:1 balance stable couples tend to keep, so the hard moments are not being cushioned.`;
  return { id: 'balance', title: 'The 5:1 balance', body };
}

function closeness(context: ReportContext): Section {
  const { person1: a, person2: b } = context.features;
  const freedom = themeOf(context, 'freedom');
  const parts: string[] = [];
  const attachment =
    get(a, 'attachment_security') +
    get(b, 'attachment_security') +
    get(a, 'attachment_anxiety') +
    get(b, 'attachment_anxiety') +
    get(a, 'attachment_avoidance') +
    get(b, 'attachment_avoidance');
  if (get(context.couple, 'attachment_pairing') > 0)
    parts.push(
      'One of you leans towards needing reassurance and the other towards needing space: the classic chase-and-retreat loop. Naming it out loud takes most of its power away.',
    );
  else if (get(a, 'attachment_security') + get(b, 'attachment_security') >= 2)
    parts.push(
      'Trust and feeling safe with each other come up in both accounts. That secure base makes everything else easier.',
    );
  else if (attachment > 0)
    parts.push(
      'Trust, worry and needing space each come up here and there, without a clear pattern between you.',
    );
  if (freedom && freedom.verdict !== 'cannot_compare') parts.push(freedom.summary);
  if (parts.length === 0)
    parts.push(
      'Neither account says how much closeness or time apart each of you needs, so this report cannot say whether you want the same.',
    );
  return { id: 'closeness', title: 'Closeness and space', body: parts.join(' ') };
}

function love(context: ReportContext): Section {
  const l1 = topLoveLanguage(context.features.person1);
  const l2 = topLoveLanguage(context.features.person2);
  const { person1: n1, person2: n2 } = context.names;
  const title = 'Love languages';
  if (!l1 && !l2)
    return {
      id: 'love-languages',
      title,
      body: 'Neither of your answers points to one way of showing love, so this report cannot say whether yours match.',
    };
  const parts: string[] = [];
  parts.push(
    l1
      ? `${n1}'s answers lean towards ${LOVE_LANGUAGE_WORDS[l1]}.`
      : `${n1}'s answers do not point to one way of showing love.`,
  );
  parts.push(
    l2
      ? `${n2}'s lean towards ${LOVE_LANGUAGE_WORDS[l2]}.`
      : `${n2}'s do not point to one way either.`,
  );
  if (l1 && l2 && l1 === l2) parts.push('Same language: love sent is love received.');
  else if (l1 && l2)
    parts.push(
      'Different languages mean love can be sent and not received. Tell each other what lands.',
    );
  return { id: 'love-languages', title, body: parts.join(' ') };
}

const EVERYDAY_THEMES = ['money', 'routine', 'family'] as const;

function everyday(context: ReportContext): Section {
  const themes = EVERYDAY_THEMES.map((id) => themeOf(context, id)).filter(
    (t): t is NonNullable<typeof t> => t !== undefined,
  );
  const words = (verdict: string) =>
    themes.filter((t) => t.verdict === verdict).map((t) => t.title.toLowerCase());
  const close = words('agree');
  const apart = words('differ');
  const unclear = words('cannot_compare');
  const parts: string[] = [];
  if (close.length) parts.push(`You line up on ${list(close)}.`);
  if (apart.length)
    parts.push(
      `You pull in different directions on ${list(apart)}. Those are the conversations to have on purpose, not in the middle of a row.`,
    );
  if (unclear.length)
    parts.push(
      close.length || apart.length
        ? `On ${list(unclear)}, the answers cannot be compared.`
        : `On ${list(unclear)}, your answers cannot be compared, so this report cannot say whether you line up.`,
    );
  return { id: 'everyday', title: 'Money, rhythm and family', body: parts.join(' ') };
}

function future(context: ReportContext): Section {
  const f1 = get(context.features.person1, 'future_markers');
  const f2 = get(context.features.person2, 'future_markers');
  const { person1: n1, person2: n2 } = context.names;
  let body: string;
  if (f1 === 0 && f2 === 0)
    body =
      'Neither of you writes about the future, so this report cannot say whether your plans line up.';
  else if (f1 > 0 && f2 > 0)
    body = 'Both of you talk about a shared future: plans, a home, the years ahead.';
  else
    body = `${f1 > 0 ? n1 : n2} talks about a shared future and ${f1 > 0 ? n2 : n1} does not. That may be style, or a question worth asking gently: where do you see us?`;
  return { id: 'future', title: "Where you're headed", body };
}

/** The dynamics report: prose sections built from the variables. */
export function dynamicsSections(context: ReportContext): Section[] {
  return [
    friction(context),
    balance(context),
    closeness(context),
    love(context),
    everyday(context),
    future(context),
  ];
}
