/**
 * Referral letters for tests, built in code (no binary files in the repository): small but real
 * files of every accepted type, which inspectLetter accepts, and the builders the hostile variants
 * in referral-letter.test.ts are made with. Never imported by an edge function.
 */
import * as CFB from 'cfb';
import { strToU8, zipSync, type Zippable } from 'fflate';
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
