import type { ReportModel } from '../../../shared/report/report-model';
import type { ReportContext } from '../context';
import { PEOPLE } from '../context';
import { DIMENSIONS } from '../scores';
import { get } from '../variables/define';

type Max = NonNullable<ReportModel['max']>;

function shadowWork(context: ReportContext): Max['shadowWork'] {
  const items: Max['shadowWork'] = [];
  for (const person of PEOPLE) {
    const f = context.features[person];
    const name = context.names[person];
    if (get(f, 'idealisation_markers') >= 2)
      items.push({
        title: `${name}: the highlight reel`,
        body: 'What would you have written if nobody were going to read it? Name one thing about this relationship you quietly wish were different.',
      });
    if (get(f, 'blame_language') + get(f, 'horseman_criticism') >= 2)
      items.push({
        title: `${name}: from "you always" to "I need"`,
        body: 'Take one complaint and rewrite it as a need: "I feel ___ when ___, and I need ___." Notice how different it is to say.',
      });
    if (get(f, 'horseman_defensiveness') + get(f, 'horseman_stonewalling') >= 1)
      items.push({
        title: `${name}: staying in the room`,
        body: 'When you feel yourself shutting down or defending, say "I need twenty minutes, then I will come back", and come back.',
      });
    if (get(f, 'attachment_anxiety') >= 2)
      items.push({
        title: `${name}: the worry loop`,
        body: 'When the fear of losing them flares, ask: what is happening right now, and what is the story I am telling about it?',
      });
    if (get(f, 'attachment_avoidance') >= 2)
      items.push({
        title: `${name}: space versus distance`,
        body: 'Space recharges; distance protects. Next time you pull away, ask which one it is.',
      });
  }
  if (items.length === 0) {
    items.push({
      title: 'The quiet assumptions',
      body: 'Good answers can hide unspoken expectations. Each write down three things you assume the other knows about what you need, then compare.',
    });
  }
  return items.slice(0, 5);
}

function forecast(context: ReportContext): string {
  const sorted = DIMENSIONS.map((d) => ({ ...d, score: context.scores.dimensions[d.id] })).sort(
    (a, b) => b.score - a.score || a.id.localeCompare(b.id),
  );
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  return `Based on what you both wrote, your strongest ground is ${best?.label.toLowerCase()} (${best?.score}/100) and your softest spot is ${worst?.label.toLowerCase()} (${worst?.score}/100). If the patterns in these answers hold, ${worst?.label.toLowerCase()} is where the next year's friction is most likely to come from, and ${best?.label.toLowerCase()} is what you can lean on. This is a reading of today's answers, not a prediction: couples change the story all the time.`;
}

function verdict(context: ReportContext): string {
  const score = context.scores.couple;
  if (score >= 80)
    return `Based on what you both wrote, this reads as a strong, well-matched partnership. Keep doing the small things these answers describe.`;
  if (score >= 65)
    return `Based on what you both wrote, there is a solid foundation here with a few clear differences to talk through.`;
  if (score >= 50)
    return `Based on what you both wrote, the care is real but so are the gaps. The patterns below are worth working on deliberately, ideally together.`;
  return `Based on what you both wrote, this relationship is under real strain right now. That is a reading of these answers, not a sentence on your future; a couples counsellor can help you decide what you both want.`;
}

function actionPlan(context: ReportContext): Max['actionPlan'] {
  const plan: Max['actionPlan'] = [];
  const weakest = DIMENSIONS.map((d) => ({ ...d, score: context.scores.dimensions[d.id] })).sort(
    (a, b) => a.score - b.score || a.id.localeCompare(b.id),
  );
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
  for (const d of weakest.slice(0, 3)) {
    const step = steps[d.id];
    if (step) plan.push(step);
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
