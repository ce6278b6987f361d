/**
 * pdf-lib's parser under the inspection budget. Loading a PDF decodes its object streams and
 * cross-reference streams in full, with no limit: 1.2 KB of FlateDecode can declare 400 MB. So
 * this parser (a subclass of @cantoo/pdf-lib's PDFParser, which PDFDocument.load uses) decodes
 * each such stream first with bounded decoders, exactly as pdf-lib would find it at that moment
 * (the same dictionary, the same lookups), and refuses it when it would pass the budget. It also
 * checks the time budget before every object and yields to the event loop between slices.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFParser,
  PDFRawStream,
  decodePDFRawStream,
  type PDFObject,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { BudgetExceeded, InflateRefused, boundedInflateSync, type InspectionBudget } from './letter-budget.ts';

/**
 * What all object and cross-reference streams of one PDF may decode to: 16 MiB. A 500-page
 * report's object streams hold a few megabytes of dictionaries; pdf-lib turns every byte into
 * objects, several times the size in memory.
 */
export const PDF_STRUCTURE_MAX_BYTES = 16 * 1024 * 1024;
/**
 * What one of them may decode to: 4 MiB (an object stream holds ~100 objects, kilobytes). pdf-lib
 * parses a stream in one go, so this bounds how long the event loop waits (~0.1 s at worst).
 */
export const PDF_STRUCTURE_STREAM_MAX_BYTES = 4 * 1024 * 1024;

/** A structure stream that does not decode (pdf-lib would not read it either). */
export class PdfStreamUndecodable extends Error {}

/** Tracks what the structure streams of one PDF have decoded to. */
export class PdfStructureBudget {
  decoded = 0;
  /**
   * A structure stream did not decode with the bounded decoders: the PDF is refused
   * (pdf-structure). Sticky, because pdf-lib swallows what its parsing throws.
   */
  undecodable = false;
  constructor(readonly budget: InspectionBudget) {}
}

/** Bytes a non-Flate filter hands out per read: small, so the count is checked often. */
const FILTER_READ_BYTES = 64 * 1024;

/**
 * The stream's content after its filters, decoded under the budget. FlateDecode with a bounded
 * inflater; the other filters pdf-lib knows (LZW, ASCII85, ASCIIHex, RunLength) with pdf-lib's own
 * decoders, read in small pieces (each of their blocks is bounded). Throws BudgetExceeded past the
 * structure budget, PdfStreamUndecodable when a filter fails or is unknown.
 */
export function decodeStructureStream(stream: PDFRawStream, structure: PdfStructureBudget): Uint8Array {
  const { dict } = stream;
  const context = dict.context;
  const filter = dict.lookup(PDFName.of('Filter'));
  const parameters = dict.lookup(PDFName.of('DecodeParms'));
  const filters: PDFName[] = [];
  const parameterList: Array<PDFObject | undefined> = [];
  if (filter instanceof PDFName) {
    filters.push(filter);
    parameterList.push(parameters);
  } else if (filter instanceof PDFArray) {
    for (let index = 0; index < filter.size(); index += 1) {
      const name = filter.lookup(index);
      if (!(name instanceof PDFName)) throw new PdfStreamUndecodable('filter');
      filters.push(name);
      parameterList.push(parameters instanceof PDFArray ? parameters.lookup(index) : undefined);
    }
  } else if (filter !== undefined && filter !== PDFNull) {
    throw new PdfStreamUndecodable('filter');
  }
  let data = stream.contents;
  const remaining = () => Math.min(PDF_STRUCTURE_MAX_BYTES - structure.decoded, PDF_STRUCTURE_STREAM_MAX_BYTES);
  for (const [index, name] of filters.entries()) {
    structure.budget.check();
    if (name === PDFName.of('FlateDecode')) {
      try {
        data = boundedInflateSync(data, structure.budget, { format: 'zlib', maxOutput: remaining(), keep: true }).output;
      } catch (error) {
        if (error instanceof InflateRefused) {
          // Recorded in the budget: pdf-lib swallows what its parsing throws.
          if (error.why === 'too-long') structure.budget.refuse('inflated-bytes');
          throw new PdfStreamUndecodable('flate');
        }
        throw error;
      }
    } else {
      const single = context.obj({}) as PDFDict;
      single.set(PDFName.of('Filter'), name);
      const parameter = parameterList[index];
      if (parameter instanceof PDFDict) single.set(PDFName.of('DecodeParms'), parameter);
      const pieces: Uint8Array[] = [];
      let length = 0;
      try {
        const decoder = decodePDFRawStream(PDFRawStream.of(single, data));
        for (;;) {
          structure.budget.check();
          const piece = decoder.getBytes(FILTER_READ_BYTES);
          if (piece.byteLength === 0) break;
          length += piece.byteLength;
          if (length > remaining()) structure.budget.refuse('inflated-bytes');
          structure.budget.chargeInflated(piece.byteLength);
          pieces.push(new Uint8Array(piece.buffer, piece.byteOffset, piece.byteLength).slice());
        }
      } catch (error) {
        if (error instanceof BudgetExceeded) throw error;
        throw new PdfStreamUndecodable(name.asString());
      }
      data = new Uint8Array(length);
      let at = 0;
      for (const piece of pieces) {
        data.set(piece, at);
        at += piece.byteLength;
      }
    }
  }
  structure.decoded += filters.length > 0 ? data.byteLength : 0;
  return data;
}

const STREAM_KEYWORD = [0x73, 0x74, 0x72, 0x65, 0x61, 0x6d];

/** The next `stream` at or after `from`, or -1. */
function indexOfStream(bytes: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(0x73, from); at !== -1; at = bytes.indexOf(0x73, at + 1)) {
    if (STREAM_KEYWORD.every((byte, index) => bytes[at + index] === byte)) return at;
  }
  return -1;
}

/**
 * An object stream as readers find it: pdf.js reads a stream the cross-reference table points
 * into by its integer /N and /First alone, whatever its /Type says (pdf-lib unpacks only those
 * typed /ObjStm). So any stream with both is read as one, and its objects are checked.
 */
export function isObjectStream(object: PDFObject): object is PDFRawStream {
  if (!(object instanceof PDFRawStream)) return false;
  if (object.dict.lookup(PDFName.of('Type')) === PDFName.of('ObjStm')) return true;
  return object.dict.lookup(PDFName.of('N')) instanceof PDFNumber && object.dict.lookup(PDFName.of('First')) instanceof PDFNumber;
}

/** Streams decoded while loading: object streams (pdf-lib's and pdf.js's) and cross-reference streams. */
function isStructureStream(object: PDFObject): object is PDFRawStream {
  if (!(object instanceof PDFRawStream)) return false;
  return object.dict.lookup(PDFName.of('Type')) === PDFName.of('XRef') || isObjectStream(object);
}

/**
 * pdf-lib's own parser, told to yield and check the budget between objects, and to decode each
 * structure stream under the budget before it does. (pdf-lib declares these members private in
 * its types; they are ordinary methods and properties at run time, in @cantoo/pdf-lib 2.11.)
 */
class BudgetedPdfParser extends PDFParser {
  constructor(
    private readonly pdfBytes: Uint8Array,
    private readonly structure: PdfStructureBudget,
  ) {
    // objectsPerTick 1: shouldWaitForTick is asked after every object (it answers by the clock).
    super(pdfBytes, 1, false, false, false);
    const budget = structure.budget;
    (this as unknown as { shouldWaitForTick: () => boolean }).shouldWaitForTick = () => budget.yieldExternally();
  }

  /**
   * Where a stream whose /Length is indirect or wrong ends: pdf-lib's own search tries five
   * keywords at every byte (0.6 s for a 10 MB scan with `/Length 7 0 R`, in one go). The same rule,
   * found with the native indexOf: nested `stream` keywords count up, `endstream` (with a CR LF,
   * CR or LF before it, which is left out) counts down; the position ends after the last keyword.
   */
  protected override findEndOfStreamFallback(): number {
    const bytes = this.pdfBytes;
    const stream = this.bytes as unknown as { offset(): number; moveTo(offset: number): void };
    const from = stream.offset();
    let position = from;
    let nesting = 1;
    for (;;) {
      this.structure.budget.check();
      const keyword = indexOfStream(bytes, position);
      if (keyword === -1) throw new PdfStreamUndecodable('no endstream');
      const endKeyword = keyword - 3;
      if (
        endKeyword >= position &&
        bytes[endKeyword] === 0x65 &&
        bytes[endKeyword + 1] === 0x6e &&
        bytes[endKeyword + 2] === 0x64
      ) {
        nesting -= 1;
        if (nesting === 0) {
          let end = endKeyword;
          if (end - 2 >= position && bytes[end - 2] === 0x0d && bytes[end - 1] === 0x0a) end -= 2;
          else if (end - 1 >= position && (bytes[end - 1] === 0x0d || bytes[end - 1] === 0x0a)) end -= 1;
          stream.moveTo(keyword + 6);
          return end;
        }
      } else {
        nesting += 1;
      }
      position = keyword + 6;
    }
  }

  override parseObject(ref?: PDFRef): PDFObject {
    this.structure.budget.check();
    const object = super.parseObject(ref);
    // pdf-lib decodes it right after this returns: a bomb must stop here. Decoded once, the stream
    // is handed on decoded (its filters removed), so pdf-lib and the walk do not decode it again;
    // pdf-lib applies no predictor to these streams, so the result is what it would have read. A
    // stream that fails to decode is never handed back as it was: pdf-lib's own decoders would
    // inflate what the bounded ones refused (a zlib header they reject, such as a window over
    // 32 KiB), without limit. It is emptied, and the PDF refused once loading ends.
    if (isStructureStream(object)) {
      let decoded: Uint8Array;
      try {
        decoded = decodeStructureStream(object, this.structure);
      } catch (error) {
        if (!(error instanceof PdfStreamUndecodable)) throw error;
        this.structure.undecodable = true;
        decoded = new Uint8Array(0);
      }
      (object as unknown as { contents: Uint8Array }).contents = decoded;
      object.dict.delete(PDFName.of('Filter'));
      object.dict.delete(PDFName.of('DecodeParms'));
    }
    return object;
  }
}

/**
 * PDFDocument.load as the inspection needs it (encryption ignored, nothing changed), under the
 * budget. Throws the budget's BudgetExceeded when it was spent, whatever pdf-lib made of it.
 */
export async function loadPdfWithinBudget(bytes: Uint8Array, structure: PdfStructureBudget): Promise<PDFDocument> {
  const budget = structure.budget;
  let context;
  try {
    context = await new BudgetedPdfParser(bytes, structure).parseDocument();
  } catch (error) {
    if (budget.exceeded !== null) throw budget.exceeded;
    throw error;
  }
  // pdf-lib swallows errors inside an object (it keeps the object as invalid): a spent budget and
  // an undecodable structure stream are sticky.
  budget.check();
  if (structure.undecodable) throw new PdfStreamUndecodable('structure stream');
  // PDFDocument.load's own last step (its constructor is private in the types only).
  const Document = PDFDocument as unknown as new (
    context: unknown,
    ignoreEncryption: boolean,
    updateMetadata: boolean,
  ) => PDFDocument;
  return new Document(context, true, false);
}
