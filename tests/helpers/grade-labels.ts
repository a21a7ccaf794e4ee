import { GRADES } from '../../src/shared/report/report-model';

/**
 * Grade labels among a PDF's text lines: a line that is a grade (the cover's badge), 'grade X', or
 * a letter with its plus or minus ('A+ to F'). A bare capital letter inside a sentence is not one.
 */
export function gradeLabels(lines: readonly string[]): string[] {
  const grades = new Set<string>(GRADES);
  const found: string[] = [];
  for (const line of lines) {
    if (grades.has(line)) found.push(line);
    for (const match of line.matchAll(/\bgrade\s+([A-F][+-]?)(?![A-Za-z])/gi))
      found.push(match[1] ?? '');
    for (const match of line.matchAll(/(?:^|\s)([A-F][+-])(?=\s|$|,)/g)) found.push(match[1] ?? '');
  }
  return found;
}
