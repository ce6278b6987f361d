/**
 * Is a stored referral letter safe to attach to a staff e-mail? Browsers and the Storage API take
 * the MIME type on trust, and a letter that merely starts like a PDF can be HTML, a PDF can run
 * JavaScript, a .docx can carry macros or programs. So the e-mail function parses each letter with
 * a maintained parser for its type and refuses what a referral letter never needs:
 *
 * - PDF (@cantoo/pdf-lib, under the budget: letter-pdf.ts): every object, including those inside
 *   object streams; no JavaScript, no automatic or launching actions, no embedded or attached
 *   files, no XFA, no rich media, web links only to http(s), mailto and tel; nothing after the last
 *   %%EOF; encrypted PDFs are refused because their object streams cannot be read without the
 *   password.
 * - DOCX (letter-zip.ts, letter-xml.ts with saxes): the ZIP as Word reads it, nothing after its end;
 *   only Office Open XML parts, no macros, embedded objects, ActiveX or alternative-format chunks
 *   (altChunk), no external relationships other than hyperlinks, no fields that start programs or
 *   fetch content (DDE, INCLUDEPICTURE, …), bounded in size.
 * - DOC (cfb): an OLE compound file with a Word document stream, no macros, no embedded objects.
 * - PNG, JPEG (letter-images.ts): checked by structure without decoding the bitmap; nothing after
 *   the image but what cameras write there.
 * - Every type but DOCX: no HTML or SVG markup anywhere in the bytes (a polyglot that a browser
 *   could sniff as a page), no ZIP end record where ZIP readers look for one.
 *
 * Every inspection runs under a budget (letter-budget.ts: bytes inflated, pixels, work time) below
 * what the edge runtime allows a request; a letter that needs more is 'too-complex', which means
 * NOT checked. Runs unchanged in Node and in Supabase's Deno edge runtime (the libraries through
 * deno.json). Reasons are short codes, never file content: they end up in e-mails and may end up
 * in logs.
 */
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  type PDFDocument,
  type PDFObject,
} from '@cantoo/pdf-lib';
import * as CFB from 'cfb';
import { BudgetExceeded, InspectionBudget, type BudgetLimits } from './letter-budget.ts';
import { ImageRefused, inspectJpegStructure, inspectPngStructure } from './letter-images.ts';
import {
  PdfStreamUndecodable,
  PdfStructureBudget,
  decodeStructureStream,
  isObjectStream,
  loadPdfWithinBudget,
} from './letter-pdf.ts';
import { XmlRefused, localName, parseXmlPart } from './letter-xml.ts';
import { ZipStructureError, readZipDirectory, readZipEntry, zipEndRecordOffsets, type ZipEntry } from './letter-zip.ts';
import { REFERRAL_LETTER_MAX_BYTES, referralLetterExtension, type ReferralLetterExtension } from './registration.ts';

export { IMAGE_MAX_PIXELS, PNG_MAX_RAW_BYTES } from './letter-images.ts';
export { DEFAULT_BUDGET_LIMITS, InspectionBudget, type BudgetLimits } from './letter-budget.ts';
export { PDF_STRUCTURE_MAX_BYTES, PDF_STRUCTURE_STREAM_MAX_BYTES } from './letter-pdf.ts';

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
  'docx-dangerous-field',
  'doc-structure',
  'doc-encrypted',
  'doc-macro',
  'doc-embedded-object',
  'image-decode',
  'image-too-large',
  // Over the inspection budget (letter-budget.ts): NOT checked, and never retried.
  'too-complex',
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

/** The same for a whole letter, a megabyte per slice (decoding 10 MB at once holds the loop ~0.1 s). */
async function latin1Letter(bytes: Uint8Array, budget: InspectionBudget): Promise<string> {
  const parts: string[] = [];
  for (let start = 0; start < bytes.byteLength; start += 1024 * 1024) {
    parts.push(byteDecoder.decode(bytes.subarray(start, start + 1024 * 1024)));
    await budget.pause();
  }
  return parts.join('');
}

/**
 * Elements an event handler is written on to run script: the ones that fire one without a click
 * (load, error, focus, toggle, animation and media events), and the common ones that fire on
 * hover or click. Only real tag names, so that compressed data does not spell one by chance.
 */
const HANDLER_TAGS =
  'a|abbr|animate|animatemotion|animatetransform|area|audio|bgsound|blockquote|body|button|canvas|code|details|dialog|div|em|embed|fieldset|font|form|frame|frameset|h[1-6]|html|iframe|image|img|input|isindex|keygen|label|li|link|marquee|math|menu|meta|object|ol|option|p|picture|pre|section|select|set|source|span|strong|style|svg|table|td|textarea|th|tr|track|ul|use|video|xmp';

/**
 * Markup a browser would run if the file were ever served or saved as a page: a tag that makes a
 * page or runs script, an event handler on an element (`<svg onload=…>`, `<img onerror=…>`) or a
 * javascript: link. Compressed data (a JPEG's scan, a PDF's streams) is random bytes to these
 * patterns. The handler pattern is the one that can match by chance: `<`, a tag name, white space
 * or `/`, then a word `on` + three or more letters + `=` before the tag ends. With any letters as
 * the tag name it matched random bytes about once in 10^10 (one 10 MB photo or scan in a
 * thousand refused as a polyglot). With these names it is about 2.5 × 10^-13 per byte for each
 * one-letter name (a, p), about 2 × 10^-15 for each two-letter one: in all about 5 × 10^-13 per
 * byte, one 10 MB file in 200,000. The other two patterns need seven or more exact
 * characters.
 */
const HTML_MARKUP = [
  /<(?:!doctype\s+html|html|head|body|script|iframe|frameset|object|embed|applet|style|meta|link|base|form|math|template|noscript|title)[\s>/]/i,
  new RegExp(`<(?:${HANDLER_TAGS})[\\s/][^<>]{0,1024}?\\bon[a-z]{3,}\\s*=`, 'i'),
  /<[a-z][^<>]{0,1024}?\b(?:href|src|action|formaction|data)\s*=\s*["']?\s*javascript:/i,
];

/**
 * What makes a file two files at once: markup anywhere, or a ZIP end record where ZIP readers look
 * for one (the last 64 KiB), whatever precedes it. Not for DOCX, which is a ZIP.
 */
async function polyglotReason(bytes: Uint8Array, text: string, budget: InspectionBudget): Promise<LetterRejection | undefined> {
  if (zipEndRecordOffsets(bytes).length > 0) return 'polyglot';
  // One pattern per slice: each reads up to 10 MB.
  for (const pattern of HTML_MARKUP) {
    await budget.pause();
    if (pattern.test(text)) return 'polyglot';
  }
  return undefined;
}

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
  // A file attached to a page, or any file specification that carries the file itself (/EF, its
  // related files /RF) or associates files with the document (/AF, PDF 2.0): the embedded stream
  // need not say /Type /EmbeddedFile.
  FileAttachment: 'pdf-embedded-file',
  EF: 'pdf-embedded-file',
  RF: 'pdf-embedded-file',
  AF: 'pdf-embedded-file',
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
const OPEN_ACTION = PDFName.of('OpenAction');
/** What may follow /OpenAction when it is a destination written in place: white space, then `[`. */
const PDF_DESTINATION_ARRAY = /^[\0\t\n\f\r ]*\[/;

/** Every dangerous name written as PDF syntax in `text`; `minLength` leaves out short ones. */
function scanPdfSyntax(text: string, minLength = 0): LetterRejection | undefined {
  for (const match of text.matchAll(PDF_NAME_TOKEN)) {
    const name = decodePdfName(match[1] as string);
    const reason = dangerousName(match[1] as string);
    if (reason === undefined || name.length < minLength) continue;
    // A destination array in place: the structural walk has checked what the array holds.
    if (name === 'OpenAction') {
      const after = (match.index as number) + match[0].length;
      if (PDF_DESTINATION_ARRAY.test(text.slice(after, after + 64))) continue;
    }
    return reason;
  }
  return undefined;
}

/**
 * Web links a letter may carry (followed only when clicked, and readers ask first). Any other
 * scheme is refused: `file:` and UNC paths leak the staff member's Windows credentials, and
 * `javascript:` runs in some readers.
 */
const PDF_LINK_SCHEMES = /^(?:https?:\/\/|mailto:|tel:)/i;

function uriActionReason(dict: PDFDict): LetterRejection | undefined {
  if (dict.get(PDFName.of('S')) !== PDFName.of('URI')) return undefined;
  const uri = dict.get(PDFName.of('URI'));
  if (!(uri instanceof PDFString || uri instanceof PDFHexString)) return 'pdf-action';
  return PDF_LINK_SCHEMES.test(uri.decodeText().trim()) ? undefined : 'pdf-action';
}

/** Every name (key or value) of a direct object and what it contains, and its web links. */
function scanPdfObject(root: PDFObject): LetterRejection | undefined {
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const object = stack.pop() as PDFObject;
    if (object instanceof PDFName) {
      const reason = dangerousName(object.decodeText());
      if (reason !== undefined) return reason;
    } else if (object instanceof PDFDict) {
      const reason = uriActionReason(object);
      if (reason !== undefined) return reason;
      for (const [key, value] of object.entries()) {
        // A destination (`/OpenAction [3 0 R /XYZ null null 0]`, as LibreOffice writes) only opens
        // a page; an action dictionary is what runs something. The array itself is still walked.
        if (key === OPEN_ACTION && value instanceof PDFArray) stack.push(value);
        else stack.push(key, value);
      }
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
      if (/\/Type\s*\/ObjStm\b/.test(text) || (/\/N\s+\d/.test(text) && /\/First\s+\d/.test(text))) return 'pdf-structure';
    }
  }
  return undefined;
}

/** What may follow the last %%EOF: line ends, spaces and the NUL padding some scanners write. */
const PDF_AFTER_END = /^[\0\t\n\f\r ]*$/;
/** Objects walked between two looks at the clock. */
const PDF_OBJECTS_PER_CHECK = 200;

async function inspectPdf(bytes: Uint8Array, text: string, budget: InspectionBudget): Promise<LetterInspection> {
  // Nothing after the end (the README's promise): an archive or a page appended to a PDF still
  // opens as a PDF, and as the other thing elsewhere.
  const end = text.lastIndexOf('%%EOF');
  if (end === -1) return refuse('pdf-structure');
  if (!PDF_AFTER_END.test(text.slice(end + 5))) return refuse('polyglot');
  await budget.pause();

  let document: PDFDocument;
  try {
    // Tolerates what real scanners and Word exports produce (broken xref offsets, junk between
    // objects, an invalid object here and there) and changes nothing; object and
    // cross-reference streams are decoded under the budget. What is not a PDF at all parses to
    // no catalog and is refused below.
    document = await loadPdfWithinBudget(bytes, new PdfStructureBudget(budget));
  } catch (error) {
    if (error instanceof BudgetExceeded) throw error;
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

  // The walk decodes each object stream once more, with lookups the whole file now resolves.
  const walk = new PdfStructureBudget(budget);
  let walked = 0;
  for (const [, object] of context.enumerateIndirectObjects()) {
    walked += 1;
    if (walked % PDF_OBJECTS_PER_CHECK === 0) await budget.pause();
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Encrypt')) !== undefined) return refuse('pdf-encrypted');
    const reason = scanPdfObject(object);
    if (reason !== undefined) return refuse(reason);
    // pdf-lib keeps the last definition of an object number; a reader following the xref may
    // use an earlier one. So read every object stream's decoded text too ...
    if (isObjectStream(object)) {
      let decoded: Uint8Array;
      try {
        decoded = decodeStructureStream(object, walk);
      } catch (error) {
        if (error instanceof PdfStreamUndecodable) return refuse('pdf-structure');
        throw error;
      }
      const streamReason = scanPdfSyntax(latin1(decoded));
      if (streamReason !== undefined) return refuse(streamReason);
    }
  }
  await budget.pause();

  // ... and the file's own text: only the longer names, which binary stream data does not spell
  // by chance (the structural walk above has already seen every parsed /JS and /AA).
  const rawReason = scanPdfSyntax(text, 5);
  if (rawReason !== undefined) return refuse(rawReason);
  return OK;
}

// ---------------------------------------------------------------------------------------------
// DOCX
// ---------------------------------------------------------------------------------------------

/** Uncompressed bytes a .docx may declare in all (a zip bomb declares gigabytes). */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 2000;
/** The XML parts this check reads (content types, relationships, the document's stories) each declare at most this. */
const DOCX_MAX_INSPECTED_PART_BYTES = 16 * 1024 * 1024;

/** docMetadata/: Microsoft 365 sensitivity labels (LabelInfo.xml), which organisations add to every file. */
const docxAllowedPrefixes = ['_rels/', 'word/', 'docProps/', 'customXml/', 'docMetadata/'];
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

/** Content types of parts that are another document format or a program inside the package. */
const docxForeignContentTypes: Readonly<Record<string, LetterRejection>> = {
  'text/html': 'docx-foreign-part',
  'application/xhtml+xml': 'docx-foreign-part',
  'message/rfc822': 'docx-foreign-part',
  'multipart/related': 'docx-foreign-part',
  'application/rtf': 'docx-foreign-part',
  'text/rtf': 'docx-foreign-part',
  'application/x-msdownload': 'docx-foreign-part',
  'application/javascript': 'docx-foreign-part',
  'text/javascript': 'docx-foreign-part',
  'application/x-shockwave-flash': 'docx-foreign-part',
  'application/vnd.openxmlformats-officedocument.oleobject': 'docx-embedded-object',
  'application/vnd.ms-office.activex+xml': 'docx-embedded-object',
  'application/vnd.ms-office.activex': 'docx-embedded-object',
};

const DOCX_MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** [Content_Types].xml: the main part is a Word document (not a macro-enabled one); no foreign formats. */
function contentTypeHandlers(found: { main: boolean }): Parameters<typeof parseXmlPart>[1] {
  return {
    open(name, attributes) {
      const element = localName(name);
      if (element !== 'Default' && element !== 'Override') return;
      const type = (attributes.ContentType ?? '').trim().toLowerCase();
      if (type.includes('macroenabled') || type.includes('vbaproject')) throw new Refusal('docx-macro');
      const foreign = Object.hasOwn(docxForeignContentTypes, type) ? docxForeignContentTypes[type] : undefined;
      if (foreign !== undefined) throw new Refusal(foreign);
      if (type === DOCX_MAIN_CONTENT_TYPE) found.main = true;
    },
  };
}

/** Relationship types (the last segment of Type) that embed another program or document. */
const docxEmbeddingRelationships = new Set([
  'afchunk',
  'oleobject',
  'package',
  'control',
  'activexcontrol',
  'activexcontrolbinary',
]);

/** A target Word resolves outside the package: a URL, a UNC or drive path. */
const ABSOLUTE_TARGET = /^(?:[a-z][a-z0-9+.-]*:|\\\\|\/\/)/i;

/**
 * A relationships part. An external template, OLE object, frame or picture is fetched when Word
 * opens the file (CVE-2022-30190 and template injection); a hyperlink is only followed when
 * clicked. altChunk (aFChunk) has Word convert an embedded RTF, HTML or MHT document on opening.
 */
const relationshipHandlers: Parameters<typeof parseXmlPart>[1] = {
  open(name, attributes) {
    if (localName(name) !== 'Relationship') return;
    const type = (attributes.Type ?? '').trim();
    const kind = type.slice(type.lastIndexOf('/') + 1).toLowerCase();
    const mode = attributes.TargetMode;
    const external = (mode !== undefined && mode.trim() !== 'Internal') || ABSOLUTE_TARGET.test((attributes.Target ?? '').trim());
    if (external && kind !== 'hyperlink') throw new Refusal('docx-external-reference');
    if (docxEmbeddingRelationships.has(kind)) throw new Refusal('docx-embedded-object');
  },
};

/**
 * Fields that start a program (DDE, DDEAUTO) or fetch content (INCLUDEPICTURE, INCLUDETEXT,
 * INCLUDE, LINK, IMPORT, DATABASE, RD) when Word opens or updates the document.
 */
const DANGEROUS_FIELDS = new Set([
  'DDE',
  'DDEAUTO',
  'INCLUDEPICTURE',
  'INCLUDETEXT',
  'INCLUDE',
  'LINK',
  'IMPORT',
  'DATABASE',
  'RD',
]);

function fieldReason(code: string): LetterRejection | undefined {
  // The field type is the first word of the code; Word reads it case-insensitively, quoted or not.
  const type = /^[\s"'{]*([A-Za-z]+)/.exec(code)?.[1]?.toUpperCase();
  return type !== undefined && DANGEROUS_FIELDS.has(type) ? 'docx-dangerous-field' : undefined;
}

/**
 * A story part (document, header, footer, notes, comments, glossary): its fields, simple
 * (`w:fldSimple w:instr`) and complex (`w:fldChar` begin … `w:instrText` … separate … end, the
 * code split over any number of runs), and altChunk. A nested field's result is part of the
 * enclosing field's code (`{ {QUOTE "DDE"} … }`), so it is added to it.
 */
function storyHandlers(): Parameters<typeof parseXmlPart>[1] & { finish(): void } {
  type Field = { code: string; inCode: boolean };
  const fields: Field[] = [];
  let stray = '';
  let reading: 'instruction' | 'text' | null = null;
  const check = (code: string) => {
    const reason = fieldReason(code);
    if (reason !== undefined) throw new Refusal(reason);
  };
  return {
    open(name, attributes) {
      const element = localName(name);
      if (element === 'altChunk') throw new Refusal('docx-embedded-object');
      if (element === 'fldSimple') {
        for (const [attribute, value] of Object.entries(attributes)) if (localName(attribute) === 'instr') check(value);
      } else if (element === 'fldChar') {
        const type = Object.entries(attributes).find(([attribute]) => localName(attribute) === 'fldCharType')?.[1];
        if (type === 'begin') fields.push({ code: '', inCode: true });
        else if (type === 'separate') {
          const top = fields.at(-1);
          if (top !== undefined) top.inCode = false;
        } else if (type === 'end') {
          const done = fields.pop();
          if (done !== undefined) check(done.code);
        }
      } else if (element === 'instrText' || element === 'delInstrText') {
        reading = 'instruction';
      } else if (element === 't' || element === 'delText') {
        reading = 'text';
      }
    },
    close(name) {
      const element = localName(name);
      if (['instrText', 'delInstrText', 't', 'delText'].includes(element)) reading = null;
    },
    text(value) {
      if (reading === 'instruction') {
        const top = fields.at(-1);
        if (top !== undefined) top.code += value;
        else stray += value;
      } else if (reading === 'text') {
        for (const field of fields) if (field.inCode) field.code += value;
      }
    },
    finish() {
      for (const field of fields) check(field.code);
      check(stray);
    },
  };
}

/** The parts read as XML: content types, every relationships part, every XML part under word/ but pictures. */
function inspectedAs(name: string): 'content-types' | 'relationships' | 'story' | null {
  if (name === '[Content_Types].xml') return 'content-types';
  if (name.endsWith('.rels')) return 'relationships';
  if (name.startsWith('word/') && !name.startsWith('word/media/') && name.toLowerCase().endsWith('.xml')) return 'story';
  return null;
}

async function inspectDocx(bytes: Uint8Array, budget: InspectionBudget): Promise<LetterInspection> {
  // 1. The central directory only: names and declared sizes, nothing inflated.
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes, {
      maxEntries: DOCX_MAX_ENTRIES,
      maxUncompressedBytes: DOCX_MAX_UNCOMPRESSED_BYTES,
      tooLarge: () => new Refusal('docx-too-large'),
    });
  } catch (error) {
    return refuse(error instanceof Refusal ? error.reason : 'docx-structure');
  }
  for (const entry of entries) {
    const reason = docxPartReason(entry.name);
    if (reason !== undefined) return refuse(reason);
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return refuse('docx-structure');

  // 2. Content types, relationships and stories, each parsed as XML, under the budget.
  const inspected = entries.filter((entry) => inspectedAs(entry.name) !== null);
  if (inspected.some((entry) => entry.uncompressedSize > DOCX_MAX_INSPECTED_PART_BYTES)) return refuse('docx-too-large');
  const contentTypes = { main: false };
  try {
    for (const entry of inspected) {
      const content = await readZipEntry(bytes, entry, budget);
      const kind = inspectedAs(entry.name);
      if (kind === 'content-types') await parseXmlPart(content, contentTypeHandlers(contentTypes), budget);
      else if (kind === 'relationships') await parseXmlPart(content, relationshipHandlers, budget);
      else {
        const story = storyHandlers();
        await parseXmlPart(content, story, budget);
        story.finish();
      }
    }
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.reason);
    if (error instanceof ZipStructureError || error instanceof XmlRefused) return refuse('docx-structure');
    throw error;
  }
  if (!contentTypes.main) return refuse('docx-structure');
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

/**
 * Directory entries a .doc may have: Word writes a few dozen (1Table, Data, SummaryInformation,
 * …). The cfb parser reads the whole directory at once, building a path per entry, outside the
 * budget; a crafted file with hundreds of thousands of entries would hold it for seconds.
 */
export const DOC_MAX_DIRECTORY_ENTRIES = 1024;
const CFB_END_OF_CHAIN = 0xfffffffe;

/**
 * The directory entries the compound file's directory chain has room for (128 bytes each), read
 * from the header and the FAT without parsing anything else; null when they cannot be read that
 * way (a sector outside the file, a broken chain). Stops counting past `limit` (so a loop ends).
 */
export function cfbDirectoryEntries(bytes: Uint8Array, limit: number): number | null {
  if (bytes.byteLength < 512) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  // The FAT's sectors: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  const fatCount = view.getUint32(0x2c, true);
  for (let index = 0; index < 109 && fatSectors.length < fatCount; index += 1)
    fatSectors.push(view.getUint32(0x4c + index * 4, true));
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; fatSectors.length < fatCount && difat < CFB_END_OF_CHAIN; hops += 1) {
    const at = sectorOffset(difat);
    if (hops > fatCount || at + sectorSize > bytes.byteLength) return null;
    for (let index = 0; index < perSector - 1 && fatSectors.length < fatCount; index += 1) {
      fatSectors.push(view.getUint32(at + index * 4, true));
    }
    difat = view.getUint32(at + sectorSize - 4, true);
  }
  const next = (sector: number): number | null => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined) return null;
    const at = sectorOffset(fatSector) + (sector % perSector) * 4;
    return at + 4 <= bytes.byteLength ? view.getUint32(at, true) : null;
  };
  const entriesPerSector = sectorSize / 128;
  let count = 0;
  for (let sector: number | null = view.getUint32(0x30, true); sector !== CFB_END_OF_CHAIN; sector = next(sector)) {
    if (sector === null || sector > CFB_END_OF_CHAIN) return null;
    count += entriesPerSector;
    if (count > limit) return count;
  }
  return count;
}

async function inspectDoc(bytes: Uint8Array, budget: InspectionBudget): Promise<LetterInspection> {
  // The directory's size from the header and the FAT first: the parser below cannot be stopped.
  // A directory this reading cannot follow is one Word would not have written either.
  const entries = cfbDirectoryEntries(bytes, DOC_MAX_DIRECTORY_ENTRIES);
  if (entries === null || entries > DOC_MAX_DIRECTORY_ENTRIES) return refuse('doc-structure');
  await budget.pause();
  let container: CFB.CFB$Container;
  try {
    container = CFB.parse(bytes);
  } catch {
    return refuse('doc-structure');
  }
  // Charged after the fact: a letter whose parse took more than its budget is too-complex.
  budget.check();
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

const imageReasons: Readonly<Record<ImageRefused['why'], LetterRejection>> = {
  decode: 'image-decode',
  'too-large': 'image-too-large',
  'trailing-data': 'polyglot',
};

async function inspectImage(check: () => Promise<void>): Promise<LetterInspection> {
  try {
    await check();
  } catch (error) {
    if (error instanceof ImageRefused) return refuse(imageReasons[error.why]);
    throw error;
  }
  return OK;
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

export type InspectOptions = {
  /** The budget to inspect under (a test reads what it counted); a fresh default one if absent. */
  budget?: InspectionBudget;
  /** Or just other limits for a fresh one. */
  limits?: Partial<BudgetLimits>;
};

/**
 * Whether a letter stored with `extension` may be attached to an e-mail: the content is what the
 * extension says and passes the checks of its format, within the inspection budget. Never throws;
 * never reads anything but `bytes`. Yields to the event loop between slices of work.
 */
export async function inspectLetter(
  bytes: Uint8Array,
  extension: ReferralLetterExtension,
  options: InspectOptions = {},
): Promise<LetterInspection> {
  const expected = Object.hasOwn(formatOfExtension, extension) ? formatOfExtension[extension] : undefined;
  if (expected === undefined || sniffLetterFormat(bytes) !== expected) return refuse('type-mismatch');
  if (bytes.byteLength > REFERRAL_LETTER_MAX_BYTES) return refuse('too-large');
  const budget = options.budget ?? new InspectionBudget(options.limits);
  try {
    // A ZIP itself: its reader already refuses anything before or after it.
    if (expected === 'docx') return await inspectDocx(bytes, budget);
    // The bytes as text, for the PDF syntax and the polyglot checks (images: once they pass).
    let text = expected === 'pdf' ? await latin1Letter(bytes, budget) : null;
    let result: LetterInspection;
    switch (expected) {
      case 'pdf':
        result = await inspectPdf(bytes, text as string, budget);
        break;
      case 'doc':
        result = await inspectDoc(bytes, budget);
        break;
      case 'png':
        result = await inspectImage(() => inspectPngStructure(bytes, budget));
        break;
      case 'jpeg':
        result = await inspectImage(() => inspectJpegStructure(bytes, budget));
        break;
    }
    if (!result.ok) return result;
    text ??= await latin1Letter(bytes, budget);
    const reason = await polyglotReason(bytes, text, budget);
    return reason === undefined ? OK : refuse(reason);
  } catch (error) {
    // Over a budget (possibly noticed by a parser that then failed in its own way): not checked.
    if (error instanceof BudgetExceeded || budget.exceeded !== null) return refuse('too-complex');
    // A parser failing in a way the checks above do not catch (a stack overflow on deep nesting).
    if (error instanceof Refusal) return refuse(error.reason);
    return refuse(parserFailure[expected]);
  } finally {
    budget.close();
  }
}
