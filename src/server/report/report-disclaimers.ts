import { disclaimers as siteDisclaimers } from '../../shared/content/limits';
import type { ReportModel } from '../../shared/report/report-model';

/** Every disclaimer the model carries, plus the two every report must show, each once. */
export function reportDisclaimers(model: ReportModel): string[] {
  const all = [siteDisclaimers.guidance, siteDisclaimers.entertainment, ...model.disclaimers];
  return [...new Set(all.map((line) => line.trim()).filter((line) => line.length > 0))];
}
