import type { ReportContext } from '../context';
import { PEOPLE } from '../context';

/** Honesty insights: what the meter saw in each account and between them. */
export function honestyInsights(context: ReportContext): string[] {
  const insights: string[] = [];
  for (const person of PEOPLE) {
    const name = context.names[person];
    const reading = context.fosm[person];
    // D-26: 5 is straight talk, 1 is full of it.
    if (reading.level >= 4)
      insights.push(
        `${name} reads as candid (level ${reading.level}, ${reading.name}): specific and unpolished.`,
      );
    else if (reading.level === 3)
      insights.push(
        `${name}'s answers are a little polished (level 3, ${reading.name}). More brochure than diary in places.`,
      );
    else
      insights.push(
        `${name}'s answers lean heavily on spin (level ${reading.level}, ${reading.name}). Worth asking what the tidy answers leave out.`,
      );
    for (const contradiction of context.inner[person]) {
      const quotes = contradiction.quotes.map((q) => `"${q.text}" (Q${q.question})`).join(' vs ');
      insights.push(`${name} ${contradiction.description}${quotes ? `: ${quotes}` : ''}.`);
    }
  }
  for (const contradiction of context.between) {
    const quotes = contradiction.quotes
      .map((q) => `${context.names[q.person]}: "${q.text}" (Q${q.question})`)
      .join(' / ');
    const sentence =
      contradiction.description.charAt(0).toUpperCase() + contradiction.description.slice(1);
    insights.push(`${sentence}${quotes ? `. ${quotes}` : ''}.`);
  }
  if (context.between.length === 0)
    insights.push(
      'The engine found no place where your two accounts contradict each other. It compares only what the answers say, so a difference neither of you wrote about stays out of sight.',
    );
  return insights;
}
