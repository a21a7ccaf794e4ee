import type { ReportModel } from '../../../shared/report/report-model';
import type { ReportContext } from '../context';
import { get } from '../variables/define';
import { traumaBondQuotes } from './quotes';

/** Index at or above which a trauma bond is reported. */
export const TRAUMA_BOND_THRESHOLD = 0.6;

export function traumaBondSection(context: ReportContext): NonNullable<ReportModel['traumaBond']> {
  const index = Math.max(
    get(context.features.person1, 'trauma_bond_index'),
    get(context.features.person2, 'trauma_bond_index'),
  );
  if (index < TRAUMA_BOND_THRESHOLD) {
    return {
      detected: false,
      summary:
        index > 0
          ? 'A few words hint at ups and downs, but these answers do not describe the whole pattern this check looks for: a cycle of hurt and making up together with feeling unable to leave. A questionnaire cannot see everything.'
          : 'None of the patterns this check looks for (a cycle of hurt and making up, or feeling unable to leave) appear in these answers. A questionnaire cannot see everything.',
      evidence: [],
    };
  }
  return {
    detected: true,
    summary:
      'The answers describe a cycle of hurt followed by warmth, together with feeling unable to step away. That pattern can create a strong bond that feels like love but keeps someone stuck. It deserves a calm conversation with someone you trust or a professional, not a fix-it plan.',
    evidence: traumaBondQuotes(context, 4),
  };
}
