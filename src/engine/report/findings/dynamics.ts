import type { ReportModel } from '../../../shared/report/report-model';
import type { ReportContext } from '../context';
import { THEMES } from '../lexicons';
import { get } from '../variables/define';
import { LOVE_LANGUAGE_WORDS, topLoveLanguage } from './describe';

type Section = ReportModel['dynamics'][number];

/** 'a', 'a and b', 'a, b and c'. */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function friction(context: ReportContext): Section {
  const { person1: a, person2: b } = context.features;
  const { person1: n1, person2: n2 } = context.names;
  const load = get(a, 'horsemen_load') + get(b, 'horsemen_load');
  const ownership = get(a, 'ownership_language') + get(b, 'ownership_language');
  const conflict = context.agreement.get('conflict');
  const parts: string[] = [];
  if (load === 0)
    parts.push(
      'Criticism, contempt, defensiveness and stonewalling (the patterns this section looks for) do not show up in these answers. Written answers cannot show how an argument actually goes, so talk about how your last one went.',
    );
  else if (load <= 3)
    parts.push(
      `A few of Gottman's Four Horsemen show up (criticism, contempt, defensiveness or stonewalling: ${load} weighted marker${load === 1 ? '' : 's'}). Normal for real couples, worth catching early.`,
    );
  else
    parts.push(
      `The Four Horsemen ride through these answers (${load} weighted markers). Conflict here is not only about the topic; it is about how it is said.`,
    );
  if (conflict === null || conflict === undefined)
    parts.push(
      'Your answers say little about how you each handle a disagreement, so ask each other directly.',
    );
  else if (conflict >= 0.75)
    parts.push(`${n1} and ${n2} describe handling disagreements in much the same way.`);
  else
    parts.push(
      `${n1} and ${n2} handle disagreements differently. Neither way is wrong; the mismatch is where fights about fighting start.`,
    );
  if (ownership > 0)
    parts.push(
      `There is ownership too (${ownership} time${ownership === 1 ? '' : 's'} one of you names their own part), which is the antidote to blame.`,
    );
  return { id: 'friction', title: 'How you handle friction', body: parts.join(' ') };
}

function balance(context: ReportContext): Section {
  const ratio = get(context.couple, 'positivity_ratio_couple');
  let body: string;
  if (ratio >= 5)
    body = `Your answers carry about ${ratio.toFixed(1)} positive moments for every negative one, at or above the 5:1 balance Gottman found in stable couples. The goodwill is there.`;
  else if (ratio >= 2)
    body = `About ${ratio.toFixed(1)} positives for every negative: warm, though below the 5:1 reference. Small, frequent good moments are the cheapest fix in this report.`;
  else
    body = `About ${ratio.toFixed(1)} positives for every negative. That is well under the 5:1 balance stable couples tend to keep, so the hard moments are not being cushioned.`;
  return { id: 'balance', title: 'The 5:1 balance', body };
}

function closeness(context: ReportContext): Section {
  const { person1: a, person2: b } = context.features;
  const freedom = context.agreement.get('freedom');
  const parts: string[] = [];
  if (get(context.couple, 'attachment_pairing') > 0)
    parts.push(
      'One of you leans towards needing reassurance and the other towards needing space: the classic chase-and-retreat loop. Naming it out loud takes most of its power away.',
    );
  else if (get(a, 'attachment_security') + get(b, 'attachment_security') >= 2)
    parts.push(
      'Trust and feeling safe with each other come up in both accounts. That secure base makes everything else easier.',
    );
  else
    parts.push(
      'Neither account says much about trust or feeling safe with each other; that is worth saying out loud, not assuming.',
    );
  if (freedom === null || freedom === undefined)
    parts.push('How much time apart each of you needs is not clear from the answers.');
  else if (freedom >= 0.7) parts.push('You want similar amounts of time together and apart.');
  else
    parts.push(
      'You want different amounts of time together and apart. Agree on it explicitly, before it turns into "you never make time" or "you never give me space".',
    );
  return { id: 'closeness', title: 'Closeness and space', body: parts.join(' ') };
}

function love(context: ReportContext): Section {
  const l1 = topLoveLanguage(context.features.person1);
  const l2 = topLoveLanguage(context.features.person2);
  const { person1: n1, person2: n2 } = context.names;
  const agreement = get(context.couple, 'love_language_agreement');
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
  else if (agreement < 0.45)
    parts.push(
      'Different languages mean love can be sent and not received. Tell each other what lands.',
    );
  return { id: 'love-languages', title: 'Love languages', body: parts.join(' ') };
}

function everyday(context: ReportContext): Section {
  const labels: Record<string, string> = {
    money: 'money',
    family: 'family and friends',
    routine: 'routine and spontaneity',
    care: 'care when things are hard',
    intimacy: 'intimacy',
  };
  const close: string[] = [];
  const apart: string[] = [];
  for (const theme of THEMES) {
    const label = labels[theme];
    const value = context.agreement.get(theme);
    if (!label || value === null || value === undefined) continue;
    if (value >= 0.7) close.push(label);
    else if (value < 0.45) apart.push(label);
  }
  const parts: string[] = [];
  if (close.length) parts.push(`You line up on ${list(close)}.`);
  if (apart.length)
    parts.push(
      `You pull in different directions on ${list(apart)}. Those are the conversations to have on purpose, not in the middle of a row.`,
    );
  if (!close.length && !apart.length)
    parts.push(
      'On money, family and the everyday, your answers are neither clearly aligned nor clearly opposed. Compare notes.',
    );
  return { id: 'everyday', title: 'Money, family and the everyday', body: parts.join(' ') };
}

function future(context: ReportContext): Section {
  const f1 = get(context.features.person1, 'future_orientation');
  const f2 = get(context.features.person2, 'future_orientation');
  let body: string;
  if (f1 >= 0.5 && f2 >= 0.5)
    body = 'Both of you talk about a shared future: plans, a home, the years ahead.';
  else if (Math.abs(f1 - f2) >= 0.5)
    body =
      'One of you talks about the future a lot more than the other. That may be style, or it may be a question worth asking gently: where do you see us?';
  else
    body =
      'Neither of you says much about the future. Living in the present is fine; just make sure the silence is not hiding different plans.';
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
