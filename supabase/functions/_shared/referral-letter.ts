/**
 * Is a stored referral letter safe to attach to a staff e-mail? Browsers and the Storage API take
 * the MIME type on trust, and a letter that merely starts like a PDF can be HTML, a PDF can run
 * JavaScript, a .docx can carry macros or programs. So the e-mail function parses each letter with
 * a maintained parser for its type and refuses what a referral letter never needs:
 *
 * - PDF (@cantoo/pdf-lib): every object, including those inside object streams; no JavaScript, no
 *   automatic or launching actions, no embedded files, no XFA, no rich media; encrypted PDFs are
 *   refused because their object streams cannot be read without the password.
 * - DOCX (fflate): only Office Open XML parts, no macros, no embedded objects or ActiveX, no
 *   executable/HTML parts, no external relationships other than hyperlinks, bounded in size.
 * - DOC (cfb): an OLE compound file with a Word document stream, no macros, no embedded objects.
 * - PNG (fast-png), JPEG (jpeg-js): decode completely, within memory limits; nothing after a PNG's
 *   IEND; no HTML anywhere in the bytes (a polyglot that a browser could sniff as a page).
 *
 * Runs unchanged in Node and in Supabase's Deno edge runtime (the libraries through deno.json).
 * Reasons are short codes, never file content: they end up in e-mails and may end up in logs.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import * as CFB from 'cfb';
import { Unzlib, unzipSync } from 'fflate';
import { decode as decodePng } from 'fast-png';
import { decode as decodeJpeg } from 'jpeg-js';
import { REFERRAL_LETTER_MAX_BYTES, referralLetterExtension, type ReferralLetterExtension } from './registration.ts';

/** The bytes each accepted type starts with. */
export const referralLetterSignatures: Readonly<Record<ReferralLetterExtension, readonly number[]>> = {
  // %PDF-
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  // OLE2 compound file (Word 97-2003)
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  // ZIP (Office Open XML)
  docx: [0x50, 0x4b, 0x03, 0x04],
};

export function startsWithBytes(bytes: Uint8Array, signature: readonly number[]): boolean {
  if (bytes.byteLength < signature.length) return false;
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * True when `bytes` start with the signature of the accepted type named by the extension of
 * `pathOrName` (`adults/x/1767225600000.pdf`, `Brief.PDF`); false for any other extension. Only a
 * first filter: inspectLetter is what decides whether a letter may be attached.
 */
export function letterMatchesExtension(bytes: Uint8Array, pathOrName: string): boolean {
  const extension = referralLetterExtension(pathOrName);
  if (extension === null) return false;
  return startsWithBytes(bytes, referralLetterSignatures[extension]);
}

export const letterRejections = [
  'type-mismatch',
  'too-large',
  'polyglot',
  'pdf-structure',
  'pdf-encrypted',
  'pdf-javascript',
  'pdf-action',
  'pdf-launch',
  'pdf-embedded-file',
  'pdf-xfa',
  'pdf-rich-media',
  'docx-structure',
  'docx-too-large',
  'docx-macro',
  'docx-embedded-object',
  'docx-foreign-part',
  'docx-external-reference',
  'doc-structure',
  'doc-encrypted',
  'doc-macro',
  'doc-embedded-object',
  'image-decode',
  'image-too-large',
] as const;
/** Why a letter is not attached: a machine code, without personal data. */
export type LetterRejection = (typeof letterRejections)[number];

export type LetterInspection = { ok: true } | { ok: false; reason: LetterRejection };

/**
 * What the e-mail function records per letter for the staff inbox (record_referral_letter_check):
 * 'ok', 'missing' (not in Storage), or the reason it was refused.
 */
export const letterVerdicts = ['ok', 'missing', ...letterRejections] as const;
export type LetterVerdict = (typeof letterVerdicts)[number];

const OK: LetterInspection = { ok: true };
const refuse = (reason: LetterRejection): LetterInspection => ({ ok: false, reason });

/** Thrown inside a check to refuse with a reason; any other error means "does not parse". */
class Refusal extends Error {
  constructor(readonly reason: LetterRejection) {
    super(reason);
  }
}

/**
 * Bytes as one character per byte, for searching ASCII syntax in binary files. (The WHATWG
 * `latin1` label is windows-1252, which differs only in 0x80-0x9F: ASCII matches are the same.)
 */
const byteDecoder = new TextDecoder('latin1');
function latin1(bytes: Uint8Array): string {
  return byteDecoder.decode(bytes);
}

/**
 * HTML a browser would render if the file were ever served or saved as a page. Five or more
 * exact characters, so compressed data matches by chance about once in 10^10 files.
 */
const HTML_MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe)[\s>/]/i;

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

/**
 * Names a referral letter never needs, and why they are refused. Compared after `#xx` escapes are
 * decoded (`/J#61vaScript` is `/JavaScript` to every reader).
 */
const pdfDangerousNames: Readonly<Record<string, LetterRejection>> = {
  JS: 'pdf-javascript',
  JavaScript: 'pdf-javascript',
  OpenAction: 'pdf-action',
  AA: 'pdf-action',
  SubmitForm: 'pdf-action',
  ImportData: 'pdf-action',
  GoToR: 'pdf-action',
  GoToE: 'pdf-action',
  Launch: 'pdf-launch',
  EmbeddedFile: 'pdf-embedded-file',
  EmbeddedFiles: 'pdf-embedded-file',
  XFA: 'pdf-xfa',
  RichMedia: 'pdf-rich-media',
  Movie: 'pdf-rich-media',
  Sound: 'pdf-rich-media',
  Rendition: 'pdf-rich-media',
  '3D': 'pdf-rich-media',
};

/** The name's characters with every `#xx` decoded, upper or lower case hex. */
function decodePdfName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function dangerousName(raw: string): LetterRejection | undefined {
  const name = decodePdfName(raw);
  return Object.hasOwn(pdfDangerousNames, name) ? pdfDangerousNames[name] : undefined;
}

const PDF_NAME_TOKEN = /\/([^\s/[\]<>(){}%]{1,127})/g;

/** Every dangerous name written as PDF syntax in `text`; `minLength` leaves out short ones. */
function scanPdfSyntax(text: string, minLength = 0): LetterRejection | undefined {
  for (const match of text.matchAll(PDF_NAME_TOKEN)) {
    const reason = dangerousName(match[1] as string);
    if (reason !== undefined && decodePdfName(match[1] as string).length >= minLength) return reason;
  }
  return undefined;
}

/** Every name (key or value) of a direct object and what it contains. */
function scanPdfObject(root: PDFObject): LetterRejection | undefined {
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const object = stack.pop() as PDFObject;
    if (object instanceof PDFName) {
      const reason = dangerousName(object.decodeText());
      if (reason !== undefined) return reason;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) stack.push(key, value);
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    } else if (object instanceof PDFInvalidObject) {
      // pdf-lib could not parse it, a reader might: judge its text.
      const raw = new Uint8Array(object.sizeInBytes());
      object.copyBytesInto(raw, 0);
      const text = latin1(raw);
      const reason = scanPdfSyntax(text);
      if (reason !== undefined) return reason;
      // An object stream pdf-lib could not unpack hides objects from this check.
      if (/\/Type\s*\/ObjStm\b/.test(text)) return 'pdf-structure';
    }
  }
  return undefined;
}

async function inspectPdf(bytes: Uint8Array): Promise<LetterInspection> {
  let document: PDFDocument;
  try {
    // Defaults that tolerate what real scanners and Word exports produce (broken xref offsets,
    // junk between objects, an invalid object here and there); updateMetadata: false so loading
    // changes nothing. What is not a PDF at all parses to no catalog and is refused below.
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: false,
      updateMetadata: false,
    });
  } catch {
    return refuse('pdf-structure');
  }
  const context = document.context;

  // The parser reads every object, but without the key an object stream's contents are noise;
  // a referral letter has no reason to be encrypted.
  if (document.isEncrypted || context.trailerInfo.Encrypt !== undefined) return refuse('pdf-encrypted');

  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.lookup(PDFName.of('Type')) !== PDFName.of('Catalog')) {
    return refuse('pdf-structure');
  }
  try {
    if (document.getPageCount() < 1) return refuse('pdf-structure');
  } catch {
    return refuse('pdf-structure');
  }

  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Encrypt')) !== undefined) return refuse('pdf-encrypted');
    const reason = scanPdfObject(object);
    if (reason !== undefined) return refuse(reason);
    // pdf-lib keeps the last definition of an object number; a reader following the xref may
    // use an earlier one. So read every object stream's decoded text too ...
    if (object instanceof PDFRawStream && object.dict.lookup(PDFName.of('Type')) === PDFName.of('ObjStm')) {
      let decoded: Uint8Array;
      try {
        decoded = decodePDFRawStream(object).decode();
      } catch {
        return refuse('pdf-structure');
      }
      const streamReason = scanPdfSyntax(latin1(decoded));
      if (streamReason !== undefined) return refuse(streamReason);
    }
  }

  // ... and the file's own text: only the longer names, which binary stream data does not spell
  // by chance (the structural walk above has already seen every parsed /JS and /AA).
  const text = latin1(bytes);
  const rawReason = scanPdfSyntax(text, 5);
  if (rawReason !== undefined) return refuse(rawReason);
  if (HTML_MARKUP.test(text)) return refuse('polyglot');
  return OK;
}

// ---------------------------------------------------------------------------------------------
// DOCX
// ---------------------------------------------------------------------------------------------

/** Uncompressed bytes a .docx may declare in all (a zip bomb declares gigabytes). */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 2000;
/** The XML parts this check inflates ([Content_Types].xml, *.rels) are small. */
const DOCX_MAX_INSPECTED_PART_BYTES = 2 * 1024 * 1024;

const docxAllowedPrefixes = ['_rels/', 'word/', 'docProps/', 'customXml/'];
/** Programs, scripts and pages: nothing a Word document contains. */
const DANGEROUS_EXTENSION =
  /\.(?:exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|mjs|wsf|wsh|hta|htm|html|xhtml|mht|mhtml|jar|lnk|reg|sh|py|url|application|iso|img|chm|swf|svgz?)$/i;

function docxPartReason(name: string): LetterRejection | undefined {
  const lower = name.toLowerCase();
  if (name === '' || name.startsWith('/') || name.includes('\\') || name.split('/').some((part) => part === '..' || part === '.'))
    return 'docx-structure';
  // vbaProject.bin, vbaData.xml and their relationships: the VBA project of a .docm.
  if (/(?:^|\/)vba[^/]*$/.test(lower)) return 'docx-macro';
  if (lower.startsWith('word/embeddings/') || lower.startsWith('word/activex/')) return 'docx-embedded-object';
  if (name === '[Content_Types].xml') return undefined;
  if (!docxAllowedPrefixes.some((prefix) => name.startsWith(prefix))) return 'docx-foreign-part';
  // Word writes SVG pictures (with a PNG fallback) under word/media/ and renders them without script.
  if (/\.svg$/i.test(name) && name.startsWith('word/media/')) return undefined;
  if (DANGEROUS_EXTENSION.test(name)) return 'docx-foreign-part';
  return undefined;
}

function inspectDocx(bytes: Uint8Array): LetterInspection {
  // 1. The central directory only (the filter says no to every entry, so nothing is inflated).
  const entries = new Map<string, number>();
  let total = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        if (entries.size >= DOCX_MAX_ENTRIES) throw new Refusal('docx-too-large');
        if (entries.has(file.name)) throw new Refusal('docx-structure');
        total += file.originalSize;
        if (total > DOCX_MAX_UNCOMPRESSED_BYTES) throw new Refusal('docx-too-large');
        entries.set(file.name, file.originalSize);
        return false;
      },
    });
  } catch (error) {
    return refuse(error instanceof Refusal ? error.reason : 'docx-structure');
  }

  for (const name of entries.keys()) {
    const reason = docxPartReason(name);
    if (reason !== undefined) return refuse(reason);
  }
  if (!entries.has('[Content_Types].xml') || !entries.has('word/document.xml')) return refuse('docx-structure');

  // 2. The content types and the relationships, each at most a few megabytes.
  const inspected = [...entries].filter(([name]) => name === '[Content_Types].xml' || name.endsWith('.rels'));
  if (inspected.some(([, size]) => size > DOCX_MAX_INSPECTED_PART_BYTES)) return refuse('docx-too-large');
  let parts: Record<string, Uint8Array>;
  try {
    const wanted = new Set(inspected.map(([name]) => name));
    parts = unzipSync(bytes, { filter: (file) => wanted.has(file.name) });
  } catch {
    return refuse('docx-structure');
  }
  const decoder = new TextDecoder('utf-8');
  const contentTypes = decoder.decode(parts['[Content_Types].xml']).toLowerCase();
  if (contentTypes.includes('macroenabled') || contentTypes.includes('vbaproject')) return refuse('docx-macro');
  if (!contentTypes.includes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml')) {
    return refuse('docx-structure');
  }
  for (const [name, content] of Object.entries(parts)) {
    if (!name.endsWith('.rels')) continue;
    // An external template, OLE object or frame is fetched when Word opens the file
    // (CVE-2022-30190 and template injection); a hyperlink is only followed when clicked.
    for (const match of decoder.decode(content).matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
      const element = match[0];
      if (!/\bTargetMode\s*=\s*["']External["']/i.test(element)) continue;
      const type = /\bType\s*=\s*["']([^"']*)["']/.exec(element)?.[1] ?? '';
      if (!/\/hyperlink$/.test(type)) return refuse('docx-external-reference');
    }
  }
  return OK;
}

// ---------------------------------------------------------------------------------------------
// DOC
// ---------------------------------------------------------------------------------------------

/** Storages and streams of VBA projects (Word keeps them under Macros) and of embedded objects. */
const docForbiddenEntries: Readonly<Record<string, LetterRejection>> = {
  macros: 'doc-macro',
  _vba_project: 'doc-macro',
  _vba_project_cur: 'doc-macro',
  vba: 'doc-macro',
  objectpool: 'doc-embedded-object',
};

function inspectDoc(bytes: Uint8Array): LetterInspection {
  let container: CFB.CFB$Container;
  try {
    container = CFB.parse(bytes);
  } catch {
    return refuse('doc-structure');
  }
  const root = container.FullPaths[0] ?? '';
  let wordDocument: Uint8Array | null = null;
  for (const [index, entry] of container.FileIndex.entries()) {
    const name = entry.name.toLowerCase();
    if (Object.hasOwn(docForbiddenEntries, name)) return refuse(docForbiddenEntries[name] as LetterRejection);
    // Type 2: a stream, directly under the root storage.
    if (entry.type === 2 && container.FullPaths[index] === `${root}WordDocument`) {
      wordDocument = entry.content instanceof Uint8Array ? entry.content : Uint8Array.from(entry.content ?? []);
    }
  }
  // The File Information Block starts with wIdent 0xA5EC; bit 8 of its flags is fEncrypted.
  if (wordDocument === null || wordDocument.byteLength < 12 || wordDocument[0] !== 0xec || wordDocument[1] !== 0xa5) {
    return refuse('doc-structure');
  }
  if (((wordDocument[11] as number) & 0x01) !== 0) return refuse('doc-encrypted');
  return OK;
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

/** 40 megapixels: a 600 dpi A4 scan is 35. Larger images are not decoded (memory). */
export const IMAGE_MAX_MEGAPIXELS = 40;
/** What a PNG's image data may inflate to before fast-png decodes it (an inflate bomb). */
const PNG_MAX_INFLATED_BYTES = 160 * 1024 * 1024;

const pngChannels: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function readUint32(bytes: Uint8Array, offset: number): number {
  return (
    (((bytes[offset] as number) << 24) |
      ((bytes[offset + 1] as number) << 16) |
      ((bytes[offset + 2] as number) << 8) |
      (bytes[offset + 3] as number)) >>>
    0
  );
}

/**
 * Walks the chunks to IEND before anything is inflated: nothing may follow IEND (a polyglot
 * hides a page or an archive there), the size must be sane, and the image data must not inflate
 * to more than the declared size needs.
 */
function inspectPng(bytes: Uint8Array): LetterInspection {
  let offset = 8;
  let width = 0;
  let height = 0;
  let bitsPerPixel = 0;
  const imageData: Uint8Array[] = [];
  let ended = false;
  while (!ended) {
    if (offset + 12 > bytes.byteLength) return refuse('image-decode');
    const length = readUint32(bytes, offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const dataStart = offset + 8;
    const next = dataStart + length + 4;
    if (next > bytes.byteLength) return refuse('image-decode');
    if (offset === 8) {
      if (type !== 'IHDR' || length !== 13) return refuse('image-decode');
      width = readUint32(bytes, dataStart);
      height = readUint32(bytes, dataStart + 4);
      const channels = pngChannels[bytes[dataStart + 9] as number];
      if (channels === undefined) return refuse('image-decode');
      bitsPerPixel = channels * (bytes[dataStart + 8] as number);
    } else if (type === 'IDAT') {
      imageData.push(bytes.subarray(dataStart, dataStart + length));
    } else if (type === 'IEND') {
      ended = true;
    }
    offset = next;
  }
  if (offset !== bytes.byteLength) return refuse('polyglot');
  if (width === 0 || height === 0) return refuse('image-decode');
  if (width * height > IMAGE_MAX_MEGAPIXELS * 1_000_000) return refuse('image-too-large');

  // Filter byte per row; Adam7's seven passes add at most a few rows' worth.
  const expected = height * (1 + Math.ceil((width * bitsPerPixel) / 8));
  const limit = Math.min(expected + 7 * height + 1024, PNG_MAX_INFLATED_BYTES);
  if (expected > PNG_MAX_INFLATED_BYTES) return refuse('image-too-large');
  let inflated = 0;
  try {
    const inflater = new Unzlib((chunk) => {
      inflated += chunk.byteLength;
      if (inflated > limit) throw new Refusal('image-decode');
    });
    // Small pushes: each one inflates to at most ~1000 times its size (64 MB) before the count is checked.
    for (const data of imageData) {
      for (let start = 0; start < data.byteLength; start += 65_536) inflater.push(data.subarray(start, start + 65_536));
    }
    inflater.push(new Uint8Array(0), true);
    decodePng(bytes, { checkCrc: true });
  } catch {
    return refuse('image-decode');
  }
  return HTML_MARKUP.test(latin1(bytes)) ? refuse('polyglot') : OK;
}

function inspectJpeg(bytes: Uint8Array): LetterInspection {
  try {
    decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      // A corrupt or truncated stream is refused rather than patched up.
      tolerantDecoding: false,
      maxResolutionInMP: IMAGE_MAX_MEGAPIXELS,
      // The edge runtime gives a function 256 MB in all.
      maxMemoryUsageInMB: 200,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return refuse(/maxResolutionInMP|maxMemoryUsageInMB/.test(message) ? 'image-too-large' : 'image-decode');
  }
  // Phones write a second picture (MPF) or vendor data after the first image, so trailing bytes
  // are allowed; a page hidden in them or in a comment is not.
  return HTML_MARKUP.test(latin1(bytes)) ? refuse('polyglot') : OK;
}

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------

type LetterFormat = 'pdf' | 'png' | 'jpeg' | 'doc' | 'docx';

const formatOfExtension: Readonly<Record<ReferralLetterExtension, LetterFormat>> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  doc: 'doc',
  docx: 'docx',
};

const parserFailure: Readonly<Record<LetterFormat, LetterRejection>> = {
  pdf: 'pdf-structure',
  png: 'image-decode',
  jpeg: 'image-decode',
  doc: 'doc-structure',
  docx: 'docx-structure',
};

/** The format the first bytes announce, or null. */
export function sniffLetterFormat(bytes: Uint8Array): LetterFormat | null {
  if (startsWithBytes(bytes, referralLetterSignatures.pdf)) return 'pdf';
  if (startsWithBytes(bytes, referralLetterSignatures.png)) return 'png';
  if (startsWithBytes(bytes, referralLetterSignatures.jpeg)) return 'jpeg';
  if (startsWithBytes(bytes, referralLetterSignatures.doc)) return 'doc';
  if (startsWithBytes(bytes, referralLetterSignatures.docx)) return 'docx';
  return null;
}

/**
 * Whether a letter stored with `extension` may be attached to an e-mail: the content is what the
 * extension says and passes the checks of its format. Never throws; never reads anything but
 * `bytes`. Synchronous work except the PDF parser's.
 */
export async function inspectLetter(bytes: Uint8Array, extension: ReferralLetterExtension): Promise<LetterInspection> {
  const expected = Object.hasOwn(formatOfExtension, extension) ? formatOfExtension[extension] : undefined;
  if (expected === undefined || sniffLetterFormat(bytes) !== expected) return refuse('type-mismatch');
  if (bytes.byteLength > REFERRAL_LETTER_MAX_BYTES) return refuse('too-large');
  try {
    switch (expected) {
      case 'pdf':
        return await inspectPdf(bytes);
      case 'docx':
        return inspectDocx(bytes);
      case 'doc':
        return inspectDoc(bytes);
      case 'png':
        return inspectPng(bytes);
      case 'jpeg':
        return inspectJpeg(bytes);
    }
  } catch (error) {
    // A parser failing in a way the checks above do not catch (a stack overflow on deep nesting).
    if (error instanceof Refusal) return refuse(error.reason);
    return refuse(parserFailure[expected]);
  }
}
