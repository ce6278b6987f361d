/**
 * The letter check within the edge runtime's budget (2 s CPU, 256 MB per request): what phones and
 * scanners produce is accepted without decoding whole bitmaps, and bombs stop at the cap, flagged
 * 'too-complex'. The budgets are asserted by what the check counted (bytes inflated, yields),
 * not by timing, which a shared machine makes flaky.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { unzlibSync, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  DOC_MAX_DIRECTORY_ENTRIES,
  InspectionBudget,
  PDF_STRUCTURE_STREAM_MAX_BYTES,
  cfbDirectoryEntries,
  PNG_MAX_RAW_BYTES,
  inspectLetter,
  letterRejections,
} from './referral-letter.ts';
import { BudgetExceeded, boundedInflate } from './letter-budget.ts';
import { PdfStreamUndecodable, PdfStructureBudget, loadPdfWithinBudget } from './letter-pdf.ts';
import { docBytes, handPdf, letterPdfObjects, phoneJpeg, pngFile, screenshotPng, zlibOfZeros } from './test-fixtures/letters.ts';

const MiB = 1024 * 1024;
/** What one push of compressed data can inflate to at most (4 KiB at deflate's 1:1032). */
const ONE_PUSH = 4096 * 1032;

/** A PDF whose one object stream is FlateDecode twice over `inflated` bytes of zeros. */
function objectStreamBomb(inflated: number): Uint8Array {
  const twice = zlibSync(zlibOfZeros(inflated), { level: 9 });
  const objects = letterPdfObjects();
  objects.push(
    `<< /Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /FlateDecode] /Length ${twice.byteLength} >>\nstream\n` +
      `${String.fromCharCode(...twice)}\nendstream`,
  );
  return handPdf(objects);
}

/**
 * The same bomb with a zlib header the bounded inflater refuses (0x88 0x1c: a 64 KiB window, which
 * RFC 1950 does not allow) but pdf-lib's own decoder ignores, inflating all of it.
 */
function wideWindowBomb(inflated: number): Uint8Array {
  const pdf = objectStreamBomb(inflated);
  const start = Buffer.from(pdf).lastIndexOf('>>\nstream\n') + '>>\nstream\n'.length;
  expect([pdf[start], pdf[start + 1]]).toEqual([0x78, 0xda]);
  pdf.set([0x88, 0x1c], start);
  return pdf;
}

/** A 16-bit RGBA PNG whose header declares `width` x `height`, its pixel data all zeros. */
function sixteenBitPng(width: number, height: number): Uint8Array {
  const raw = height * (1 + width * 8);
  return pngFile({ width, height, depth: 16, colourType: 6 }, zlibOfZeros(raw));
}

/** A scan of `pages` A4 pages at 200 dpi, one JPEG per page, saved by pdf-lib (object streams). */
async function scannedPdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const scan = phoneJpeg(1654, 2339);
  for (let page = 0; page < pages; page += 1) {
    const image = await document.embedJpg(scan);
    document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return document.save({ useObjectStreams: true });
}

describe('letters phones and scanners produce are accepted', () => {
  it.each([
    ['a 12-megapixel phone photo (4000 x 3000)', 4000, 3000],
    ['a 48-megapixel phone photo (8000 x 6000)', 8000, 6000],
  ])('%s, without decoding the bitmap', async (_name, width, height) => {
    const budget = new InspectionBudget();
    expect(await inspectLetter(phoneJpeg(width, height), 'jpg', { budget })).toEqual({ ok: true });
    // Read by structure: nothing inflated, nothing near a bitmap's 36-144 MB allocated.
    expect(budget.inflatedBytes).toBe(0);
  });

  it('a 12-megapixel PNG screenshot (4000 x 3000, 48 MB of pixel data), checked on a sample', async () => {
    const png = screenshotPng(4000, 3000);
    const budget = new InspectionBudget();
    expect(await inspectLetter(png, 'png', { budget })).toEqual({ ok: true });
    expect(budget.inflatedBytes).toBeGreaterThan(0);
    expect(budget.inflatedBytes).toBeLessThanOrEqual(4 * MiB);
  });

  it('a 20-page scanned PDF', async () => {
    const pdf = await scannedPdf(20);
    expect(await inspectLetter(pdf, 'pdf')).toEqual({ ok: true });
  });
});

describe('bombs are flagged within the budget', () => {
  it('a 1.2 KB PDF whose object stream inflates to 400 MB: too-complex, inflating stopped at the cap', async () => {
    const pdf = objectStreamBomb(400 * MiB);
    expect(pdf.byteLength).toBeLessThan(2048);
    const budget = new InspectionBudget();
    expect(await inspectLetter(pdf, 'pdf', { budget })).toEqual({ ok: false, reason: 'too-complex' });
    expect(budget.exceeded?.budget).toBe('inflated-bytes');
    // The first pass (≈ 400 KB) and the second up to the structure cap, plus at most one push.
    expect(budget.inflatedBytes).toBeLessThanOrEqual(PDF_STRUCTURE_STREAM_MAX_BYTES + MiB + ONE_PUSH);
  });

  it('the same bomb with a zlib header the bounded inflater refuses: refused, nothing handed back to pdf-lib', async () => {
    const budget = new InspectionBudget();
    expect(await inspectLetter(wideWindowBomb(400 * MiB), 'pdf', { budget })).toEqual({ ok: false, reason: 'pdf-structure' });
    expect(budget.inflatedBytes).toBe(0);
    // Loading itself refuses it (pdf-lib would otherwise inflate the stream as it was, without limit).
    const small = wideWindowBomb(4 * MiB);
    await expect(loadPdfWithinBudget(small, new PdfStructureBudget(new InspectionBudget()))).rejects.toBeInstanceOf(
      PdfStreamUndecodable,
    );
  });

  it('a 155 KB 16-bit PNG declaring 160 MB of pixel data: too-complex from its header, nothing inflated', async () => {
    const png = sixteenBitPng(5000, 4000);
    expect(png.byteLength).toBeLessThan(200 * 1024);
    const budget = new InspectionBudget();
    expect(await inspectLetter(png, 'png', { budget })).toEqual({ ok: false, reason: 'too-complex' });
    expect(budget.exceeded?.budget).toBe('pixels');
    expect(budget.inflatedBytes).toBe(0);
    expect(5000 * 4000 * 8).toBeGreaterThan(PNG_MAX_RAW_BYTES);
  });

  it('a ZIP part that inflates past the budget stops at the cap', async () => {
    const budget = new InspectionBudget({ inflatedBytes: 8 * MiB });
    const bomb = zlibOfZeros(64 * MiB);
    await expect(boundedInflate(bomb, budget, { format: 'zlib', maxOutput: 1024 * MiB, keep: false })).rejects.toBeInstanceOf(
      BudgetExceeded,
    );
    expect(budget.inflatedBytes).toBeLessThanOrEqual(8 * MiB + ONE_PUSH);
  });

  it('a letter over the time budget is too-complex, and that is a verdict staff see (never retried)', async () => {
    const pdf = await scannedPdf(3);
    expect(await inspectLetter(pdf, 'pdf', { limits: { workMs: 0 } })).toEqual({ ok: false, reason: 'too-complex' });
    expect(letterRejections).toContain('too-complex');
  });

  it('yields to the event loop while it works, so the local backend keeps answering', async () => {
    const png = screenshotPng(4000, 3000);
    const budget = new InspectionBudget({ sliceMs: 1 });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    try {
      expect(await inspectLetter(png, 'png', { budget })).toEqual({ ok: true });
    } finally {
      clearInterval(timer);
    }
    expect(budget.yields).toBeGreaterThan(0);
    expect(ticks).toBeGreaterThan(0);
  });

  it('an object stream under the cap is still read (the cap is not a blanket refusal)', async () => {
    const pdf = objectStreamBomb(2 * MiB);
    const budget = new InspectionBudget();
    // Two megabytes of zeros are no valid objects: pdf-lib keeps it as an invalid object, which is
    // refused as an unreadable object stream, not for the budget.
    expect(await inspectLetter(pdf, 'pdf', { budget })).toEqual({ ok: false, reason: 'pdf-structure' });
    expect(budget.exceeded).toBeNull();
  });
});

describe('a .doc directory is counted before the parser reads it', () => {
  it('a Word document has a few entries; one with more than the bound is refused, unparsed', async () => {
    const doc = docBytes();
    const entries = cfbDirectoryEntries(doc, DOC_MAX_DIRECTORY_ENTRIES);
    expect(entries).toBeGreaterThanOrEqual(2);
    expect(entries).toBeLessThan(64);
    const streams = Object.fromEntries(
      Array.from({ length: DOC_MAX_DIRECTORY_ENTRIES + 10 }, (_, index) => [`S${index}`, new Uint8Array(8)]),
    );
    const crowded = docBytes(streams);
    expect(cfbDirectoryEntries(crowded, DOC_MAX_DIRECTORY_ENTRIES)).toBeGreaterThan(DOC_MAX_DIRECTORY_ENTRIES);
    expect(await inspectLetter(crowded, 'doc')).toEqual({ ok: false, reason: 'doc-structure' });
  });

  it('a directory chain that loops or leaves the file is not followed', () => {
    const doc = docBytes();
    const view = new DataView(doc.buffer, doc.byteOffset, doc.byteLength);
    const broken = doc.slice();
    new DataView(broken.buffer).setUint32(0x30, 0x00ffffff, true);
    expect(cfbDirectoryEntries(broken, DOC_MAX_DIRECTORY_ENTRIES)).toBeNull();
    // The directory's first sector pointing at itself in the FAT: counted until the bound, then stopped.
    const looping = doc.slice();
    const loopView = new DataView(looping.buffer);
    const directory = view.getUint32(0x30, true);
    const fat = view.getUint32(0x4c, true);
    loopView.setUint32((fat + 1) * 512 + directory * 4, directory, true);
    expect(cfbDirectoryEntries(looping, DOC_MAX_DIRECTORY_ENTRIES)).toBeGreaterThan(DOC_MAX_DIRECTORY_ENTRIES);
  });
});

describe('the budget mechanism', () => {
  it('is tested with bombs that really inflate to what they claim (zlibOfZeros)', () => {
    for (const size of [1, 258, 259, 100_000, 5_000_001]) {
      const inflated = unzlibSync(zlibOfZeros(size));
      expect(inflated.byteLength).toBe(size);
      expect(inflated.every((byte) => byte === 0)).toBe(true);
    }
    expect(zlibOfZeros(400 * MiB).byteLength).toBeLessThan(400 * 1024 + 64);
  });

  it('is sticky: once spent, every later check throws', () => {
    const budget = new InspectionBudget({ inflatedBytes: 10 });
    expect(() => budget.chargeInflated(11)).toThrow(BudgetExceeded);
    expect(() => budget.check()).toThrow(BudgetExceeded);
  });

  it('never lets a JPEG of more pixels than the cap through, read from the header only', async () => {
    const huge = phoneJpeg(20_000, 20_000);
    expect(huge.byteLength).toBeLessThan(3 * MiB);
    expect(await inspectLetter(huge, 'jpg')).toEqual({ ok: false, reason: 'image-too-large' });
  });
});
