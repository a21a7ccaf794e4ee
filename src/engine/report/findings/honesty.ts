import type { ReportContext } from '../context';
import { PEOPLE } from '../context';
import { get } from '../variables/define';

/** Honesty insights: what the meter saw in each account and between them. */
export function honestyInsights(context: ReportContext): string[] {
  const insights: string[] = [];
  for (const person of PEOPLE) {
    const name = context.names[person];
    const reading = context.fosm[person];
    // D-26: 5 is straight talk, 1 is full of it.
    if (get(context.features[person], 'written_answers') === 0)
      insights.push(
        `${name} chose from the options, so the meter has little of ${name}'s own words to read.`,
      );
    else if (reading.level === 5)
      insights.push(
        `${name}'s answers read as straight talk (level 5): the meter found none of the polish, dodging or contradiction it looks for.`,
      );
    else if (reading.level === 4)
      insights.push(
        `${name}'s answers read as mostly candid (level 4, ${reading.name}): a little polish, nothing more.`,
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
  return insights;
}
