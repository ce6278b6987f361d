/**
 * The access log as a CSV file for a spreadsheet, as Dutch Excel opens it with a double click:
 * UTF-8 with a byte order mark (without it Excel reads the file as Windows-1252 and garbles
 * "beëindigd"), `;` between the cells (a Dutch Excel's list separator; a comma is its decimal
 * sign) and CRLF between the lines (RFC 4180). Pure: the screen turns the log's lines into cells.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';

/**
 * One cell. A cell a spreadsheet would take for a formula (one starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe, so it is shown as text and never run (OWASP, CSV
 * injection): an e-mail address or a label is nothing we fully control. Quoted when it holds the
 * separator, a quote or a line break, its quotes doubled.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the header, then a line per row, each ended by CRLF, after the byte order mark. */
export function csvFile(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR) + NEWLINE).join('');
}

/**
 * A moment as the team's clock showed it, 'YYYY-MM-DD HH:MM:SS' in Europe/Amsterdam: a spreadsheet
 * reads it as a date and time, and the file sorts by it as text too.
 */
export function amsterdamTimestamp(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
