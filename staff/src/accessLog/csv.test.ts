import { describe, expect, it } from 'vitest';
import { amsterdamTimestamp, csvCell, csvFile } from './csv.ts';

describe('the access log as CSV', () => {
  it('starts with the byte order mark, separates by ; and ends each line with CRLF', () => {
    const file = csvFile(['Tijdstip', 'Medewerker'], [['2026-12-02 08:15:00', 'sanne@ankerlicht.nl']]);
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file).toBe('\uFEFFTijdstip;Medewerker\r\n2026-12-02 08:15:00;sanne@ankerlicht.nl\r\n');
    // UTF-8 when encoded as the download does: é and ë stay themselves.
    const bytes = new TextEncoder().encode(csvFile(['Handeling'], [['beëindigd']]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('beëindigd');
  });

  it('quotes a cell with the separator, a quote or a line break, its quotes doubled', () => {
    expect(csvCell('plain text, with a comma')).toBe('plain text, with a comma');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('makes a cell that a spreadsheet would run as a formula plain text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","klik")')).toBe('"\'=HYPERLINK(""http://evil.example"",""klik"")"');
    expect(csvCell('+31 6 1234')).toBe("'+31 6 1234");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    // Only at the start: an e-mail address with its @ inside, a date with its dashes, stay as they are.
    expect(csvCell('sanne@ankerlicht.nl')).toBe('sanne@ankerlicht.nl');
    expect(csvCell('2026-12-02 08:15:00')).toBe('2026-12-02 08:15:00');
  });

  it('gives each moment as the clock in Amsterdam showed it, summer and winter', () => {
    expect(amsterdamTimestamp('2026-12-02T07:15:03.456Z')).toBe('2026-12-02 08:15:03');
    expect(amsterdamTimestamp('2026-07-01T22:30:00Z')).toBe('2026-07-02 00:30:00');
  });
});
