import type { Dimension } from '../../../shared/report/report-model';
import { NOT_ENOUGH, scoreBand } from '../../../shared/report/score-band';
import type { ReportContext } from '../context';
import { PEOPLE } from '../context';
import { DIMENSIONS, type DimensionId } from '../scores';
import { THEME_PAIRS } from '../themes';

const BAND_LEADS = {
  green: 'A strength in these answers',
  amber: 'Mixed in these answers',
  red: 'Under strain in these answers',
} as const;

/** Which paired themes feed which dimension (scores.ts adds their verdicts). */
const THEMES_OF: Partial<Record<DimensionId, readonly string[]>> = {
  communication: ['conflict'],
  connection: ['care', 'intimacy'],
  values: ['money', 'freedom', 'routine', 'family'],
};

function themeLine(context: ReportContext, id: DimensionId): string | null {
  const ids = THEMES_OF[id] ?? [];
  const titles = (verdict: 'agree' | 'differ') =>
    context.themes
      .filter((t) => ids.includes(t.id) && t.verdict === verdict)
      .map((t) => THEME_PAIRS.find((p) => p.id === t.id)?.title.toLowerCase() ?? t.id);
  const agree = titles('agree');
  const differ = titles('differ');
  const parts: string[] = [];
  if (agree.length) parts.push(`you agree on ${agree.join(', ')}`);
  if (differ.length) parts.push(`you differ on ${differ.join(', ')}`);
  return parts.length ? parts.join('; ') : null;
}

/** Each dimension with both people's readings and a summary written from its evidence. */
export function dimensionReadings(context: ReportContext): Dimension[] {
  return DIMENSIONS.map((d) => {
    const reading = context.scores.dimensions[d.id];
    const base = { id: d.id, label: d.label, byPerson: reading.byPerson };
    if (reading.score === null)
      return { ...base, score: null, trafficLight: null, summary: `${NOT_ENOUGH}.` };
    const light = scoreBand(reading.score);
    const said = PEOPLE.flatMap((person) =>
      reading.evidence[person].length
        ? [`${context.names[person]}: ${reading.evidence[person].join(', ')}`]
        : [],
    );
    const themes = themeLine(context, d.id);
    if (themes) said.push(themes.charAt(0).toUpperCase() + themes.slice(1));
    const silent = PEOPLE.filter((person) => reading.byPerson[person] === null);
    let gaps = '';
    if (silent.length === 2)
      gaps = ' Neither of you writes about this directly: the reading rests on the paired themes.';
    else if (silent.length === 1) {
      const [quiet] = silent;
      const other = quiet === 'person1' ? 'person2' : 'person1';
      if (quiet)
        gaps = ` ${context.names[quiet]}'s answers say nothing on this; the reading rests on ${context.names[other]}'s.`;
    }
    return {
      ...base,
      score: reading.score,
      trafficLight: light,
      summary: `${BAND_LEADS[light]}. ${said.join('. ')}.${gaps}`,
    };
  });
}
