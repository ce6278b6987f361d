/**
 * Referral letters for tests, built in code (no binary files in the repository): small but real
 * files of every accepted type, which inspectLetter accepts, and the builders the hostile variants
 * in referral-letter.test.ts are made with. Never imported by an edge function.
 */
import * as CFB from 'cfb';
import { Zlib, strToU8, zipSync, type Zippable } from 'fflate';
import { encode as encodePng } from 'fast-png';
import { encode as encodeJpeg } from 'jpeg-js';

const latin1 = (value: string) => Uint8Array.from(value, (character) => character.charCodeAt(0) & 0xff);

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/**
 * A PDF written by hand: `objects[i]` becomes object i+1 (`<< … >>` or `<< … >>\nstream…endstream`),
 * with a correct cross-reference table. Object 1 is the catalog unless `root` says otherwise. Hand
 * written so a test can put exactly the bytes it wants in a name (`/J#61vaScript`).
 */
export function handPdf(objects: readonly string[], options: { root?: number; trailer?: string } = {}): Uint8Array {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${options.root ?? 1} 0 R ${options.trailer ?? ''}>>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(body);
}

const pageContent = 'BT /F1 12 Tf 72 720 Td (Verwijsbrief) Tj ET';

/** The objects of a one-page letter; a test adds to the catalog (object 1) or appends objects. */
export function letterPdfObjects(catalogExtra = ''): string[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${pageContent.length} >>\nstream\n${pageContent}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
}

/** Opaque RGBA pixels in a gradient, so the encoders have something to compress. */
function pixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let index = 0; index < width * height; index += 1) {
    data[index * 4] = (index * 7) & 0xff;
    data[index * 4 + 1] = (index * 3) & 0xff;
    data[index * 4 + 2] = 200;
    data[index * 4 + 3] = 255;
  }
  return data;
}

export function pngBytes(width = 16, height = 12): Uint8Array {
  return encodePng({ width, height, data: pixels(width, height), channels: 4, depth: 8 });
}

export function jpegBytes(width = 16, height = 12): Uint8Array {
  return new Uint8Array(encodeJpeg({ width, height, data: pixels(width, height) }, 80).data);
}

/** The start of a Word 97-2003 File Information Block: wIdent 0xA5EC, nFib 0x00C1, no flags. */
export function wordDocumentStream(flags = 0): Uint8Array {
  const stream = new Uint8Array(64);
  stream.set([0xec, 0xa5, 0xc1, 0x00]);
  stream[10] = flags & 0xff;
  stream[11] = (flags >> 8) & 0xff;
  return stream;
}

/** An OLE compound file with the given streams (`Macros/VBA/dir` makes the storages on the way). */
export function cfbBytes(streams: Record<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  return new Uint8Array(CFB.write(container, { type: 'array' }) as ArrayLike<number>);
}

export function docBytes(extra: Record<string, Uint8Array> = {}): Uint8Array {
  return cfbBytes({ WordDocument: wordDocumentStream(), ...extra });
}

export const DOCX_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

const packageRels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

const documentXml =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>Verwijsbrief</w:t></w:r></w:p></w:body></w:document>';

/** The parts of a minimal .docx; a test adds, replaces or removes parts (undefined removes). */
export function docxParts(overrides: Record<string, string | Uint8Array | undefined> = {}): Zippable {
  const parts: Record<string, string | Uint8Array | undefined> = {
    '[Content_Types].xml': DOCX_CONTENT_TYPES,
    '_rels/.rels': packageRels,
    'word/document.xml': documentXml,
    'docProps/core.xml': '<?xml version="1.0"?><cp:coreProperties xmlns:cp="x"/>',
    ...overrides,
  };
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(parts)) {
    if (content !== undefined) zippable[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zippable;
}

export function docxBytes(overrides: Record<string, string | Uint8Array | undefined> = {}): Uint8Array {
  return zipSync(docxParts(overrides));
}

/** A valid letter of each type, for the function's tests (fakes.ts). */
export const PDF = handPdf(letterPdfObjects());
export const PNG = pngBytes();
export const JPEG = jpegBytes();
export const DOC = docBytes();
export const DOCX = docxBytes();

/**
 * A baseline JPEG of any size as a phone writes it (JFIF, YCbCr 4:2:0, Huffman tables, one scan),
 * built without encoding pixels: every block is mid-grey (DC difference 0, then end-of-block), with
 * one-code Huffman tables, so the scan is two bits per block. A 48-megapixel photo is then 280 KB
 * and is made in milliseconds; jpeg-js decodes the small ones (referral-letter.test.ts).
 */
export function phoneJpeg(width: number, height: number, options: { comment?: string; scan?: Uint8Array } = {}): Uint8Array {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    ((body.length + 2) >> 8) & 0xff,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const ones16 = (first: number) => [first, ...new Array<number>(15).fill(0)];
  const header = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    ...(options.comment === undefined ? [] : segment(0xfe, [...latin1(options.comment)])),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0]),
    // DC table 0 and AC table 0: one code each, "0", for category 0 and end-of-block.
    ...segment(0xc4, [0x00, ...ones16(1), 0x00]),
    ...segment(0xc4, [0x10, ...ones16(1), 0x00]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
  ];
  if (options.scan !== undefined) return concatBytes(Uint8Array.from(header), options.scan, Uint8Array.from([0xff, 0xd9]));
  const blocks = Math.ceil(width / 16) * Math.ceil(height / 16) * 6;
  const bits = blocks * 2;
  const scan = new Uint8Array(Math.ceil(bits / 8));
  // The last byte's unused bits are ones (T.81 F.1.2.3).
  if (bits % 8 !== 0) scan[scan.length - 1] = (1 << (8 - (bits % 8))) - 1;
  return concatBytes(Uint8Array.from(header), scan, Uint8Array.from([0xff, 0xd9]));
}

/** `length` pseudo-random bytes, the same for the same seed (xorshift32): what compressed data looks like. */
export function seededBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out[index] = state >>> 24;
  }
  return out;
}

/** Entropy-coded JPEG scan data from random bytes: every 0xFF followed by a stuffed 0x00 (T.81 F.1.2.3). */
export function stuffedScan(random: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (const byte of random) {
    out.push(byte);
    if (byte === 0xff) out.push(0x00);
  }
  return Uint8Array.from(out);
}

/** A PNG chunk, CRC included. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concatBytes(latin1(type), data);
  let crc = 0xffffffff;
  for (const byte of typed) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  const out = new Uint8Array(12 + data.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.byteLength);
  out.set(typed, 4);
  view.setUint32(8 + data.byteLength, (crc ^ 0xffffffff) >>> 0);
  return out;
}

/** A PNG with this header and pixel data (already zlib-compressed), and any chunks before IDAT. */
export function pngFile(
  header: { width: number; height: number; depth: number; colourType: number },
  idat: Uint8Array,
  before: Uint8Array[] = [],
): Uint8Array {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, header.width);
  view.setUint32(4, header.height);
  ihdr.set([header.depth, header.colourType, 0, 0, 0], 8);
  return concatBytes(
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...before,
    pngChunk('IDAT', idat),
    pngChunk('IEND', new Uint8Array()),
  );
}

/**
 * zlib data produced by streaming `total` bytes through fflate, `piece(offset, length)` giving each
 * megabyte: never more than one megabyte in memory, however large the image.
 */
export function streamedZlib(total: number, piece: (offset: number, length: number) => Uint8Array, level: 1 | 9 = 9): Uint8Array {
  const parts: Uint8Array[] = [];
  const zlib = new Zlib({ level }, (chunk) => parts.push(chunk));
  const step = 1024 * 1024;
  for (let offset = 0; offset < total; offset += step) {
    const length = Math.min(step, total - offset);
    zlib.push(piece(offset, length), offset + length >= total);
  }
  return concatBytes(...parts);
}

/**
 * A screenshot-like RGBA PNG (8 bits): bands of flat colour and a few lines of "text" per row
 * band, filter type 0, as a phone or PC writes it. 4000 x 3000 is 48 MB of pixel data.
 */
export function screenshotPng(width: number, height: number): Uint8Array {
  const rowLength = 1 + width * 4;
  const rows = [0, 1, 2, 3].map((kind) => {
    const row = new Uint8Array(rowLength);
    for (let x = 0; x < width; x += 1) {
      const text = kind === 3 && x % 7 < 2;
      row.set(text ? [20, 20, 20, 255] : [240 - kind * 10, 240, 250, 255], 1 + x * 4);
    }
    return row;
  });
  const idat = streamedZlib(
    rowLength * height,
    (offset, length) => {
      const out = new Uint8Array(length);
      for (let at = 0; at < length;) {
        const position = offset + at;
        const y = Math.floor(position / rowLength);
        const inRow = position % rowLength;
        const row = rows[Math.floor(y / 12) % 4] as Uint8Array;
        const take = Math.min(rowLength - inRow, length - at);
        out.set(row.subarray(inRow, inRow + take), at);
        at += take;
      }
      return out;
    },
    1,
  );
  return pngFile({ width, height, depth: 8, colourType: 6 }, idat);
}

/**
 * zlib data that inflates to `total` zero bytes at deflate's best ratio (about 1:1032), written
 * directly rather than compressed: one dynamic-Huffman block (RFC 1951 3.2.7) whose codes for
 * "length 258" and "distance 1" are each one bit, 0. A literal 0, then every further 258 bytes
 * cost two zero bits. 400 MB is 400 KB of mostly zeros, made in milliseconds: the decompression
 * bombs of the budget tests.
 */
export function zlibOfZeros(total: number): Uint8Array {
  const matches = Math.floor((total - 1) / 258);
  const literals = total - 1 - matches * 258;
  const out = new Uint8Array(Math.ceil((200 + 2 * matches + 2 * literals) / 8) + 8);
  let bit = 16;
  out.set([0x78, 0x01]);
  const put = (value: number, count: number) => {
    // Fields are written least significant bit first.
    for (let index = 0; index < count; index += 1) {
      if ((value >> index) & 1) out[bit >> 3] = (out[bit >> 3] as number) | (1 << (bit & 7));
      bit += 1;
    }
  };
  // Huffman codes are written most significant bit first.
  const code = (value: number, length: number) => {
    for (let index = length - 1; index >= 0; index -= 1) put((value >> index) & 1, 1);
  };
  put(1, 1); // BFINAL
  put(2, 2); // BTYPE: dynamic
  put(286 - 257, 5); // HLIT: literal/length codes up to 285
  put(2 - 1, 5); // HDIST: two distance codes
  put(18 - 4, 4); // HCLEN: code-length codes up to symbol 1 in the transmission order
  // Code-length code lengths in the order 16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1: 18 → 1 bit, 2 and 1 → 2 bits.
  for (const length of [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2]) put(length, 3);
  // Canonical code-length codes: 18 → 0, 1 → 10, 2 → 11.
  const zeros = (count: number) => {
    code(0, 1);
    put(count - 11, 7);
  };
  // Literal/length lengths: 0 → 2, 1..255 → 0, 256 → 2, 257..284 → 0, 285 → 1; distances 0 and 1 → 1.
  code(0b11, 2);
  zeros(138);
  zeros(117);
  code(0b11, 2);
  zeros(28);
  code(0b10, 2);
  code(0b10, 2);
  code(0b10, 2);
  // Canonical codes: 285 → 0, literal 0 → 10, end of block → 11; distance 0 → 0.
  code(0b10, 2);
  bit += 2 * matches; // each match "0" (length 258) "0" (distance 1): the array is zeros already
  for (let index = 0; index < literals; index += 1) code(0b10, 2);
  code(0b11, 2);
  const end = Math.ceil(bit / 8);
  // Adler-32 of `total` zeros: a = 1, b = total (mod 65521).
  const adler = (((total % 65521) << 16) | 1) >>> 0;
  new DataView(out.buffer).setUint32(end, adler);
  return out.subarray(0, end + 4);
}
