/**
 * PNG and JPEG letters checked by their structure, without decoding the bitmap: a 48-megapixel
 * phone photo would need 144 MB as RGB, over half the edge runtime's memory, and seconds of CPU.
 * What a photo of a letter can hide is outside the pixels (chunks, segments, bytes after the end),
 * and that is all read here; the pixel data is checked only where it is cheap: a PNG's first
 * megabytes are inflated and their row filters checked, a JPEG's scans must be well-formed
 * entropy-coded data ending in EOI.
 *
 * Specifications: PNG (ISO/IEC 15948, W3C PNG 3rd ed.), JPEG (ITU-T T.81 annex B), Multi-Picture
 * Format (CIPA DC-007) for the extra images phones append.
 */
import { InflateRefused, boundedInflate, type InspectionBudget } from './letter-budget.ts';

/** Why an image is refused (mapped onto the letter's reasons by the caller). */
export class ImageRefused extends Error {
  constructor(readonly why: 'decode' | 'too-large' | 'trailing-data') {
    super(`image refused: ${why}`);
  }
}

/**
 * 200 megapixels: the largest phone sensors (16320 x 12240), far above a 600 dpi A4 scan (35 MP).
 * Only the header is read, so the size costs nothing here; beyond it is no photo of a letter.
 */
export const IMAGE_MAX_PIXELS = 200_000_000;
/**
 * What a PNG's pixel data may declare, uncompressed: 128 MiB, a 12-megapixel screenshot in 16-bit
 * RGBA (96 MB). More is an image a viewer cannot open without hundreds of megabytes: a
 * decompression bomb, or too much to vouch for ('too-complex').
 */
export const PNG_MAX_RAW_BYTES = 128 * 1024 * 1024;
/** How much of a PNG's pixel data is inflated and checked: the first 4 MiB. */
export const PNG_SAMPLE_BYTES = 4 * 1024 * 1024;

function uint32(bytes: Uint8Array, offset: number): number {
  return (
    (((bytes[offset] as number) << 24) |
      ((bytes[offset + 1] as number) << 16) |
      ((bytes[offset + 2] as number) << 8) |
      (bytes[offset + 3] as number)) >>>
    0
  );
}

function uint16(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] as number) << 8) | (bytes[offset + 1] as number);
}

// ---------------------------------------------------------------------------------------------
// PNG
// ---------------------------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.byteLength; index += 1) {
    crc = (CRC_TABLE[(crc ^ (bytes[index] as number)) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Bit depths each colour type allows, and its channels. */
const pngColourTypes: Readonly<Record<number, { channels: number; depths: readonly number[] }>> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7's passes: start column and row, column and row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The uncompressed size of the pixel data (a filter byte per row), and the row length when not interlaced. */
export function pngRawBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rowBytes = (columns: number) => 1 + Math.ceil((columns * bitsPerPixel) / 8);
  if (!interlaced) return height * rowBytes(width);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns > 0 && rows > 0) total += rows * rowBytes(columns);
  }
  return total;
}

const PNG_SIGNATURE_BYTES = 8;

/**
 * Walks every chunk to IEND (CRCs checked, IHDR valid, critical chunks known, IDAT together),
 * refuses what declares more pixels or pixel data than the budgets allow before inflating
 * anything, then inflates the first PNG_SAMPLE_BYTES and checks each row's filter type.
 */
export async function inspectPngStructure(bytes: Uint8Array, budget: InspectionBudget): Promise<void> {
  let offset = PNG_SIGNATURE_BYTES;
  let width = 0;
  let height = 0;
  let bitsPerPixel = 0;
  let interlaced = false;
  let colourType = -1;
  let seenPalette = false;
  const imageData: Uint8Array[] = [];
  let idatState: 'before' | 'in' | 'after' = 'before';
  for (;;) {
    if (offset + 12 > bytes.byteLength) throw new ImageRefused('decode');
    const length = uint32(bytes, offset);
    if (length > 0x7fffffff) throw new ImageRefused('decode');
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) throw new ImageRefused('decode');
    const dataStart = offset + 8;
    const next = dataStart + length + 4;
    if (next > bytes.byteLength) throw new ImageRefused('decode');
    if (crc32(bytes.subarray(offset + 4, dataStart + length)) !== uint32(bytes, dataStart + length)) {
      throw new ImageRefused('decode');
    }
    if (budget.sliceDue()) await budget.pause();
    if (offset === PNG_SIGNATURE_BYTES) {
      if (type !== 'IHDR' || length !== 13) throw new ImageRefused('decode');
      width = uint32(bytes, dataStart);
      height = uint32(bytes, dataStart + 4);
      const depth = bytes[dataStart + 8] as number;
      colourType = bytes[dataStart + 9] as number;
      const colour = pngColourTypes[colourType];
      if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) throw new ImageRefused('decode');
      if (colour === undefined || !colour.depths.includes(depth)) throw new ImageRefused('decode');
      if (bytes[dataStart + 10] !== 0 || bytes[dataStart + 11] !== 0 || (bytes[dataStart + 12] as number) > 1) {
        throw new ImageRefused('decode');
      }
      bitsPerPixel = colour.channels * depth;
      interlaced = bytes[dataStart + 12] === 1;
    } else if (type === 'IHDR') {
      throw new ImageRefused('decode');
    } else if (type === 'PLTE') {
      if (idatState !== 'before' || length === 0 || length % 3 !== 0 || length > 768) throw new ImageRefused('decode');
      seenPalette = true;
    } else if (type === 'IDAT') {
      if (idatState === 'after') throw new ImageRefused('decode');
      idatState = 'in';
      imageData.push(bytes.subarray(dataStart, dataStart + length));
    } else if (type === 'IEND') {
      offset = next;
      break;
    } else {
      // A critical chunk this check does not know (upper-case first letter) is one a viewer
      // must refuse too: it means another format.
      if (type.charCodeAt(0) < 0x61) throw new ImageRefused('decode');
      if (idatState === 'in') idatState = 'after';
    }
    offset = next;
  }
  // Nothing after IEND: a page or an archive is hidden there.
  if (offset !== bytes.byteLength) throw new ImageRefused('trailing-data');
  if (imageData.length === 0 || (colourType === 3 && !seenPalette)) throw new ImageRefused('decode');
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageRefused('too-large');
  const raw = pngRawBytes(width, height, bitsPerPixel, interlaced);
  if (raw > PNG_MAX_RAW_BYTES) budget.refuse('pixels');

  const compressed = new Uint8Array(imageData.reduce((total, part) => total + part.byteLength, 0));
  let at = 0;
  for (const part of imageData) {
    compressed.set(part, at);
    at += part.byteLength;
  }
  // Deflate cannot do better than about 1:1032: less data than that cannot hold the image.
  if (compressed.byteLength * 1100 < raw) throw new ImageRefused('decode');
  const rowLength = 1 + Math.ceil((width * bitsPerPixel) / 8);
  let position = 0;
  try {
    const { length, complete } = await boundedInflate(compressed, budget, {
      format: 'zlib',
      maxOutput: raw,
      keep: false,
      // A small image is inflated whole and must end exactly where its rows do.
      stopAfter: raw > PNG_SAMPLE_BYTES ? PNG_SAMPLE_BYTES : undefined,
      onChunk(chunk) {
        // Without interlacing every row starts with its filter type, 0 to 4.
        if (interlaced) return;
        for (let index = (rowLength - (position % rowLength)) % rowLength; index < chunk.byteLength; index += rowLength) {
          if ((chunk[index] as number) > 4) throw new ImageRefused('decode');
        }
        position += chunk.byteLength;
      },
    });
    // A stream that ends before the image does is truncated.
    if (complete && length !== raw) throw new ImageRefused('decode');
  } catch (error) {
    if (error instanceof InflateRefused) throw new ImageRefused('decode');
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// JPEG
// ---------------------------------------------------------------------------------------------

/** Frame types a photo or scan uses: baseline, extended sequential, progressive (Huffman). */
const SUPPORTED_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Every other start-of-frame marker: lossless, arithmetic, hierarchical. */
const OTHER_FRAMES = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Walks one JPEG from SOI at `start` to its EOI (T.81 annex B): segment lengths, one supported
 * frame within the pixel budget, tables defined before the scans that use them, entropy-coded data
 * with only stuffed bytes and restart markers. Returns the offset after EOI.
 */
export async function walkJpeg(bytes: Uint8Array, start: number, budget: InspectionBudget): Promise<number> {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) throw new ImageRefused('decode');
  let position = start + 2;
  let frame: { components: Map<number, number>; progressive: boolean } | null = null;
  const quantTables = new Set<number>();
  const huffmanTables = new Set<string>();
  let scans = 0;
  for (;;) {
    if (budget.sliceDue()) await budget.pause();
    if (bytes[position] !== 0xff) throw new ImageRefused('decode');
    // Fill bytes: any number of 0xFF before a marker.
    while (bytes[position] === 0xff) position += 1;
    if (position >= bytes.byteLength) throw new ImageRefused('decode');
    const marker = bytes[position] as number;
    position += 1;
    if (marker === 0xd9) {
      if (scans === 0) throw new ImageRefused('decode');
      return position;
    }
    // Markers without a segment have no place outside a scan (SOI again, RSTn, TEM, 0x00).
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0x00) {
      throw new ImageRefused('decode');
    }
    if (position + 2 > bytes.byteLength) throw new ImageRefused('decode');
    const length = uint16(bytes, position);
    const segment = position + 2;
    const end = position + length;
    if (length < 2 || end > bytes.byteLength) throw new ImageRefused('decode');
    if (SUPPORTED_FRAMES.has(marker)) {
      if (frame !== null) throw new ImageRefused('decode');
      const precision = bytes[segment] as number;
      const height = uint16(bytes, segment + 1);
      const width = uint16(bytes, segment + 3);
      const count = bytes[segment + 5] as number;
      // Height 0 means "defined later by DNL", which no photo uses.
      if ((precision !== 8 && precision !== 12) || height === 0 || width === 0) throw new ImageRefused('decode');
      if (count < 1 || count > 4 || length !== 8 + 3 * count) throw new ImageRefused('decode');
      if (width * height > IMAGE_MAX_PIXELS) throw new ImageRefused('too-large');
      const components = new Map<number, number>();
      for (let index = 0; index < count; index += 1) {
        const at = segment + 6 + 3 * index;
        const sampling = bytes[at + 1] as number;
        const horizontal = sampling >> 4;
        const vertical = sampling & 0x0f;
        const table = bytes[at + 2] as number;
        if (horizontal < 1 || horizontal > 4 || vertical < 1 || vertical > 4 || table > 3) throw new ImageRefused('decode');
        if (components.has(bytes[at] as number)) throw new ImageRefused('decode');
        components.set(bytes[at] as number, table);
      }
      frame = { components, progressive: marker === 0xc2 };
    } else if (OTHER_FRAMES.has(marker)) {
      throw new ImageRefused('decode');
    } else if (marker === 0xc4) {
      // DHT: one or more tables, each a class/id byte, 16 counts and the values.
      let at = segment;
      while (at < end) {
        const classAndId = bytes[at] as number;
        if (classAndId >> 4 > 1 || (classAndId & 0x0f) > 3 || at + 17 > end) throw new ImageRefused('decode');
        let values = 0;
        for (let index = 1; index <= 16; index += 1) values += bytes[at + index] as number;
        if (values > 256 || at + 17 + values > end) throw new ImageRefused('decode');
        huffmanTables.add(`${classAndId >> 4}:${classAndId & 0x0f}`);
        at += 17 + values;
      }
    } else if (marker === 0xdb) {
      // DQT: one or more tables of 64 values, 8 or 16 bits each.
      let at = segment;
      while (at < end) {
        const precisionAndId = bytes[at] as number;
        const size = precisionAndId >> 4 === 0 ? 64 : precisionAndId >> 4 === 1 ? 128 : -1;
        if (size < 0 || (precisionAndId & 0x0f) > 3 || at + 1 + size > end) throw new ImageRefused('decode');
        quantTables.add(precisionAndId & 0x0f);
        at += 1 + size;
      }
    } else if (marker === 0xdd) {
      if (length !== 4) throw new ImageRefused('decode');
    } else if (marker === 0xda) {
      if (frame === null) throw new ImageRefused('decode');
      for (const table of frame.components.values()) if (!quantTables.has(table)) throw new ImageRefused('decode');
      const count = bytes[segment] as number;
      if (count < 1 || count > 4 || length !== 6 + 2 * count) throw new ImageRefused('decode');
      const spectralStart = bytes[segment + 1 + 2 * count] as number;
      const approximationHigh = (bytes[segment + 3 + 2 * count] as number) >> 4;
      for (let index = 0; index < count; index += 1) {
        const at = segment + 1 + 2 * index;
        if (!frame.components.has(bytes[at] as number)) throw new ImageRefused('decode');
        const tables = bytes[at + 1] as number;
        // Sequential scans use both tables; a progressive DC first scan its DC table, an AC scan its AC table.
        const needsDc = !frame.progressive || (spectralStart === 0 && approximationHigh === 0);
        const needsAc = !frame.progressive || spectralStart > 0;
        if (needsDc && !huffmanTables.has(`0:${tables >> 4}`)) throw new ImageRefused('decode');
        if (needsAc && !huffmanTables.has(`1:${tables & 0x0f}`)) throw new ImageRefused('decode');
      }
      scans += 1;
      // The entropy-coded data: 0xFF only as 0xFF00 (a stuffed byte) or a restart marker.
      position = end;
      for (;;) {
        const next = bytes.indexOf(0xff, position);
        if (next === -1 || next + 1 >= bytes.byteLength) throw new ImageRefused('decode');
        const after = bytes[next + 1] as number;
        if (after === 0x00 || (after >= 0xd0 && after <= 0xd7)) {
          position = next + 2;
          if (budget.sliceDue()) await budget.pause();
          continue;
        }
        position = next;
        break;
      }
      continue;
    } else if (marker === 0xdc || marker === 0xde || marker === 0xdf || (marker >= 0xf0 && marker <= 0xfd)) {
      // DNL, hierarchical (DHP, EXP) and the JPEG extensions: not in a photo.
      throw new ImageRefused('decode');
    }
    // APPn, COM and DAC segments are skipped: their bytes are searched for markup by the caller.
    position = end;
  }
}

/** Samsung's trailer after the image ("SEFH" directory … length, "SEFT"), written by its camera app. */
function samsungTrailerStart(bytes: Uint8Array, from: number): number | null {
  const length = bytes.byteLength;
  if (length - from < 16) return null;
  const tail = String.fromCharCode(...bytes.subarray(length - 4));
  if (tail !== 'SEFT') return null;
  const directoryLength =
    (bytes[length - 8] as number) |
    ((bytes[length - 7] as number) << 8) |
    ((bytes[length - 6] as number) << 16) |
    ((bytes[length - 5] as number) << 24);
  const directory = length - 8 - directoryLength;
  if (directoryLength < 12 || directory < from) return null;
  return String.fromCharCode(...bytes.subarray(directory, directory + 4)) === 'SEFH' ? from : null;
}

/**
 * The whole JPEG file: the main image, then only what phones and cameras write after it: more
 * JPEG images (MPF's second picture, a preview), Samsung's SEF trailer, and padding (0x00, 0xFF).
 * Anything else after the end (an archive, a page, a program) is refused.
 */
export async function inspectJpegStructure(bytes: Uint8Array, budget: InspectionBudget): Promise<void> {
  let position = await walkJpeg(bytes, 0, budget);
  while (position < bytes.byteLength) {
    const byte = bytes[position] as number;
    if (byte === 0xff && bytes[position + 1] === 0xd8 && bytes[position + 2] === 0xff) {
      try {
        position = await walkJpeg(bytes, position, budget);
      } catch (error) {
        if (error instanceof ImageRefused) throw new ImageRefused('trailing-data');
        throw error;
      }
    } else if (byte === 0x00 || byte === 0xff) {
      position += 1;
    } else if (samsungTrailerStart(bytes, position) !== null) {
      return;
    } else {
      throw new ImageRefused('trailing-data');
    }
  }
}
