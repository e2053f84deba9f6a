// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends and a UTF-8 byte order mark so Excel and LibreOffice
// read umlauts right. No CSV library is installed, so this does quoting and nothing more.

const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading
 * apostrophe: visitors' words and form answers are untrusted (OWASP "CSV injection").
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const cell = neutralise(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}
