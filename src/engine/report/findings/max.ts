import type { PersonKey, ReportModel } from '../../../shared/report/report-model';
import type { ReportContext } from '../context';
import { PEOPLE } from '../context';
import type { LexiconName } from '../lexicons';
import { quoteOf } from '../match';
import { questionTextOf } from '../question-text';
import { DIMENSIONS, type DimensionId, differentWants } from '../scores';
import { get } from '../variables/define';

type Max = NonNullable<ReportModel['max']>;

/** The first sentence of this person's that a lexicon matched, quoted with its question. */
function ownWords(context: ReportContext, person: PersonKey, lexicons: readonly LexiconName[]) {
  const read = context.reads[person];
  const hit = lexicons
    .flatMap((lexicon) => read.hits[lexicon])
    .sort((a, b) => a.question - b.question || a.sentence - b.sentence)[0];
  if (!hit) return '';
  return ` You wrote "${quoteOf(read, hit)}" (${questionTextOf(person, hit.question)}).`;
}

/** Shadow work from each person's own findings; one honest line for a person with none. */
function shadowWork(context: ReportContext): Max['shadowWork'] {
  const items: Max['shadowWork'] = [];
  for (const person of PEOPLE) {
    const f = context.features[person];
    const name = context.names[person];
    const own: Max['shadowWork'] = [];
    if (get(f, 'idealisation_markers') >= 2)
      own.push({
        title: `${name}: the highlight reel`,
        body: `Your answers glow (${get(f, 'idealisation_markers')} idealising phrases).${ownWords(context, person, ['idealisation'])} What would you have written if nobody were going to read it? Name one thing you quietly wish were different.`,
      });
    if (get(f, 'blame_language') + get(f, 'horseman_criticism') >= 1)
      own.push({
        title: `${name}: from "you always" to "I need"`,
        body: `Some of your answers put the problem in the other person.${ownWords(context, person, ['criticism', 'blame'])} Take that complaint and rewrite it as a need: "I feel ___ when ___, and I need ___."`,
      });
    if (get(f, 'horseman_defensiveness') + get(f, 'horseman_stonewalling') >= 1)
      own.push({
        title: `${name}: staying in the room`,
        body: `Your answers describe shutting down or defending.${ownWords(context, person, ['stonewalling', 'defensiveness'])} When you feel it coming, say "I need twenty minutes, then I will come back", and come back.`,
      });
    if (get(f, 'attachment_anxiety') >= 1)
      own.push({
        title: `${name}: the worry loop`,
        body: `Worry about the relationship comes up in your answers.${ownWords(context, person, ['anxiety'])} When the fear flares, ask: what is happening right now, and what is the story I am telling about it?`,
      });
    if (get(f, 'attachment_avoidance') >= 1)
      own.push({
        title: `${name}: space versus distance`,
        body: `Your answers reach for distance.${ownWords(context, person, ['avoidance'])} Space recharges; distance protects. Next time you pull away, ask which one it is.`,
      });
    if (context.fosm[person].level <= 2)
      own.push({
        title: `${name}: the braver draft`,
        body: `The honesty meter reads your answers at level ${context.fosm[person].level} of 5 (${context.fosm[person].name}). Pick the answer you polished most and tell ${context.names[person === 'person1' ? 'person2' : 'person1']} the unpolished version.`,
      });
    if (own.length === 0)
      own.push({
        title: name,
        body:
          get(f, 'written_answers') === 0
            ? `${name} chose every answer from the options, so there are none of ${name}'s own words to build shadow work from.`
            : `Nothing in ${name}'s answers points to a pattern to work on. That is a reading of ten answers, not a clean bill of health.`,
      });
    items.push(...own.slice(0, 3));
  }
  return items;
}

type Scored = { id: DimensionId; label: string; score: number };

/** The dimensions that have a score, strongest first. */
function scored(context: ReportContext): Scored[] {
  return DIMENSIONS.flatMap((d) => {
    const score = context.scores.dimensions[d.id].score;
    return score === null ? [] : [{ id: d.id, label: d.label, score }];
  }).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

function forecast(context: ReportContext): string {
  const sorted = scored(context);
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  if (!best || !worst || sorted.length < 2)
    return "Your answers say too little about enough parts of the relationship to say where the next year is heading. This is a reading of today's answers, not a prediction.";
  return `Based on what you both wrote, your strongest ground is ${best.label.toLowerCase()} (${best.score}/100) and your softest spot is ${worst.label.toLowerCase()} (${worst.score}/100). If the patterns in these answers hold, ${worst.label.toLowerCase()} is where the next year's friction is most likely to come from, and ${best.label.toLowerCase()} is what you can lean on. This is a reading of today's answers, not a prediction: couples change the story all the time.`;
}

function verdict(context: ReportContext): string {
  const score = context.scores.couple;
  if (score >= 80)
    return `Based on what you both wrote, this reads as a strong, well-matched partnership. Keep doing the small things these answers describe.`;
  if (score >= 65)
    return `Based on what you both wrote, there is a solid foundation here with a few clear differences to talk through.`;
  if (differentWants(context.scores))
    return `Based on what you both wrote, you treat each other with care but want different things in several places. That is not strain; it is a set of decisions to make together, on purpose.`;
  if (score >= 50)
    return `Based on what you both wrote, the care is real but so are the gaps. The patterns below are worth working on deliberately, ideally together.`;
  return `Based on what you both wrote, this relationship is under real strain right now. That is a reading of these answers, not a sentence on your future; a couples counsellor can help you decide what you both want.`;
}

function actionPlan(context: ReportContext): Max['actionPlan'] {
  const plan: Max['actionPlan'] = [];
  const weakest = scored(context).reverse();
  const steps: Record<string, { title: string; detail: string }> = {
    communication: {
      title: 'Try a soft start-up',
      detail:
        'Start hard conversations with "I feel... about... and I need...", not "you always". Gottman found the first three minutes predict how a conversation ends.',
    },
    connection: {
      title: 'Five good moments a day',
      detail:
        'Thank, touch, tease kindly, ask about their day and actually listen. Tip the balance towards 5:1 on purpose.',
    },
    values: {
      title: 'Have the boring talk',
      detail:
        'One evening, with snacks: money, family and how your week should look. Write down what you agree on and one thing you will try.',
    },
    security: {
      title: 'Say the reassurance out loud',
      detail:
        'Agree one small ritual that says "we are fine": a text at lunch, a hug at the door. Predictable warmth builds trust.',
    },
    candour: {
      title: 'Answer again, honestly',
      detail:
        'Pick the two answers you rushed or polished and rewrite them for each other, then compare.',
    },
    future: {
      title: 'Sketch the next five years',
      detail:
        'Each of you writes where you hope to be in five years (home, work, family), then swap. Differences now are cheaper than surprises later.',
    },
  };
  // The themes you differ on first: each is a conversation with both of your words in it.
  for (const theme of context.themes.filter((t) => t.verdict === 'differ').slice(0, 2)) {
    plan.push({ title: `Talk about ${theme.title.toLowerCase()}`, detail: theme.summary });
  }
  for (const d of weakest.filter((d) => d.score < 70).slice(0, 4 - plan.length)) {
    const step = steps[d.id];
    if (step)
      plan.push({ title: step.title, detail: `${d.label} reads ${d.score}/100. ${step.detail}` });
  }
  plan.push({
    title: 'Check in again',
    detail: 'Take the assessment again in three months and compare what moved.',
  });
  return plan;
}

/** The Max (detonation_fosm) extras. */
export function maxSection(context: ReportContext): Max {
  const { person1, person2 } = context.scores;
  return {
    shadowWork: shadowWork(context),
    forecast: forecast(context),
    verdict: verdict(context),
    actionPlan: actionPlan(context),
    partnerScores: { person1, person2, average: Math.round((person1 + person2) / 2) },
  };
}
