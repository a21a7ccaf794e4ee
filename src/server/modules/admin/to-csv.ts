/**
 * One entity's rows as CSV (RFC 4180: CRLF lines, quotes doubled). A cell that a spreadsheet
 * would run as a formula (starting with = + - @, tab or carriage return) gets a leading
 * apostrophe, so an exported answer cannot execute in the operator's spreadsheet (OWASP CSV
 * injection). Objects are written as JSON, dates as ISO 8601, null as an empty cell.
 */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(quote).join(',')];
  for (const row of rows) lines.push(columns.map((column) => quote(cell(row[column]))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function quote(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
