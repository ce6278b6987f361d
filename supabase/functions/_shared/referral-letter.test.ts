import { describe, expect, it } from 'vitest';
import { referralLetterExtensions } from './registration.ts';
import { letterMatchesExtension, referralLetterSignatures } from './referral-letter.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('letterMatchesExtension', () => {
  it('knows a signature for every accepted extension', () => {
    for (const extension of referralLetterExtensions)
      expect(referralLetterSignatures[extension].length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['x/y/1.pdf', text('%PDF-1.7\n')],
    ['x/y/1.PDF', text('%PDF-1.4')],
    ['x/y/1.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['x/y/1.jpg', bytes(0xff, 0xd8, 0xff, 0xdb)],
    ['x/y/1.jpeg', bytes(0xff, 0xd8, 0xff, 0xe1)],
    ['x/y/1.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['x/y/1.docx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14)],
  ])('accepts %s with its own signature', (path, content) => {
    expect(letterMatchesExtension(content, path)).toBe(true);
  });

  it.each([
    ['HTML as .pdf', 'x/y/1.pdf', text('<html>%PDF-')],
    ['a PDF with a BOM-like prefix', 'x/y/1.pdf', text(' %PDF-1.4')],
    ['SVG as .png', 'x/y/1.png', text('<svg><script>alert(1)</script></svg>')],
    ['JPEG as .png', 'x/y/1.png', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0)],
    ['ZIP as .doc', 'x/y/1.doc', bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0)],
    ['OLE as .docx', 'x/y/1.docx', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['a short file', 'x/y/1.jpg', bytes(0xff, 0xd8)],
    ['an empty file', 'x/y/1.pdf', bytes()],
    ['an unaccepted extension', 'x/y/1.html', text('%PDF-1.4')],
    ['no extension', 'x/y/1', text('%PDF-1.4')],
  ])('refuses %s', (_name, path, content) => {
    expect(letterMatchesExtension(content, path)).toBe(false);
  });
});
