import { describe, expect, it } from 'vitest';
import { checkFile, defaultMaxBytes, extensionOf, normaliseExtension } from './checkFile.ts';

const file = (name: string, size: number) => ({ name, size });

describe('checkFile', () => {
  it('accepts PDF, Word and image files within the limit', () => {
    for (const name of ['brief.pdf', 'scan.JPG', 'foto.jpeg', 'foto.png', 'brief.doc', 'brief.docx']) {
      expect(checkFile(file(name, 120_000))).toBeNull();
    }
  });

  it('refuses other types, a name without an extension, and a name that only looks like one', () => {
    expect(checkFile(file('brief.txt', 10))).toBe('type');
    expect(checkFile(file('brief', 10))).toBe('type');
    expect(checkFile(file('.pdf', 10))).toBe('type');
    expect(checkFile(file('brief.pdf.exe', 10))).toBe('type');
  });

  it('refuses an empty file', () => {
    expect(checkFile(file('brief.pdf', 0))).toBe('empty');
  });

  it('refuses a file over the limit, and accepts one exactly at it', () => {
    expect(checkFile(file('brief.pdf', defaultMaxBytes))).toBeNull();
    expect(checkFile(file('brief.pdf', defaultMaxBytes + 1))).toBe('tooLarge');
    expect(checkFile(file('brief.pdf', 2_000), { maxBytes: 1_000 })).toBe('tooLarge');
  });

  it('reports the type before the size', () => {
    expect(checkFile(file('film.mov', 0))).toBe('type');
    expect(checkFile(file('film.mov', defaultMaxBytes * 2))).toBe('type');
  });

  it('takes accepted extensions with or without a dot, in any case', () => {
    expect(checkFile(file('brief.odt', 10), { acceptedExtensions: ['ODT'] })).toBeNull();
    expect(checkFile(file('brief.pdf', 10), { acceptedExtensions: ['odt'] })).toBe('type');
  });
});

describe('extensionOf and normaliseExtension', () => {
  it('read the last extension in lower case', () => {
    expect(extensionOf('Scan.Brief.PDF')).toBe('.pdf');
    expect(extensionOf('README')).toBe('');
    expect(normaliseExtension(' Docx ')).toBe('.docx');
  });
});
