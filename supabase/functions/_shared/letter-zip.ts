/**
 * The ZIP container of a .docx, read the way Word reads it: from the central directory at the end
 * (APPNOTE.TXT 4.3), every entry checked against its local header, nothing before the first entry,
 * nothing after the end record, no ZIP64, no encryption, no entries sharing bytes. Any doubt is a
 * structure error: two readers that disagree about what is inside is how a hostile part hides.
 * Parts are inflated through the inspection budget, never past their declared size.
 */
import { InflateRefused, boundedInflate, type InspectionBudget } from './letter-budget.ts';

export type ZipEntry = {
  name: string;
  method: 0 | 8;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts, and its data (after that header). */
  localOffset: number;
  dataStart: number;
};

/** Not a ZIP this check can vouch for (the reason is always docx-structure). */
export class ZipStructureError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
export const ZIP_END_SEARCH_BYTES = 22 + 0xffff;

const nameDecoder = new TextDecoder('utf-8', { fatal: true });

/** The offset of every end-of-central-directory signature in the last 64 KiB (what ZIP readers search). */
export function zipEndRecordOffsets(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offsets: number[] = [];
  for (let offset = bytes.byteLength - 22; offset >= Math.max(0, bytes.byteLength - ZIP_END_SEARCH_BYTES); offset -= 1) {
    if (bytes[offset] === 0x50 && view.getUint32(offset, true) === EOCD_SIGNATURE) offsets.push(offset);
  }
  return offsets;
}

/**
 * The entries of the ZIP in `bytes`, in central-directory order. `maxEntries` and
 * `maxUncompressedBytes` are checked on the declared sizes before anything is inflated; they throw
 * `tooLarge` so the caller can name that reason.
 */
export function readZipDirectory(
  bytes: Uint8Array,
  limits: { maxEntries: number; maxUncompressedBytes: number; tooLarge: () => Error },
): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ends = zipEndRecordOffsets(bytes);
  // One end record, ending exactly where the file ends (its comment included): nothing appended,
  // and no second record for another reader to find.
  if (ends.length !== 1) throw new ZipStructureError('end record');
  const end = ends[0] as number;
  const commentLength = view.getUint16(end + 20, true);
  if (end + 22 + commentLength !== bytes.byteLength) throw new ZipStructureError('bytes after the end record');
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const entriesOnDisk = view.getUint16(end + 8, true);
  const entryCount = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) throw new ZipStructureError('multi-disk');
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which a letter under 10 MiB never needs.
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new ZipStructureError('zip64');
  }
  if (entryCount > limits.maxEntries) throw limits.tooLarge();
  if (directoryOffset + directorySize !== end) throw new ZipStructureError('directory position');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let declared = 0;
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) throw new ZipStructureError('directory entry');
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const next = offset + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw new ZipStructureError('directory entry');
    // Bit 0: encrypted; bit 6: strong encryption; bit 13: the directory itself encrypted.
    if ((flags & 0x2041) !== 0) throw new ZipStructureError('encrypted');
    if (method !== 0 && method !== 8) throw new ZipStructureError('method');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) {
      throw new ZipStructureError('zip64');
    }
    let name: string;
    try {
      name = nameDecoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    } catch {
      throw new ZipStructureError('name');
    }
    if (names.has(name)) throw new ZipStructureError('duplicate name');
    names.add(name);
    declared += uncompressedSize;
    if (declared > limits.maxUncompressedBytes) throw limits.tooLarge();

    // The local header must name the same entry; its data must lie before the directory.
    if (localOffset + 30 > directoryOffset || view.getUint32(localOffset, true) !== LOCAL_SIGNATURE) {
      throw new ZipStructureError('local header');
    }
    const localNameLength = view.getUint16(localOffset + 26, true);
    const localExtraLength = view.getUint16(localOffset + 28, true);
    const localName = bytes.subarray(localOffset + 30, localOffset + 30 + localNameLength);
    const centralName = bytes.subarray(offset + 46, offset + 46 + nameLength);
    if (localNameLength !== nameLength || !localName.every((byte, at) => byte === centralName[at])) {
      throw new ZipStructureError('local name');
    }
    if (view.getUint16(localOffset + 8, true) !== method) throw new ZipStructureError('local method');
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    if (dataStart + compressedSize > directoryOffset) throw new ZipStructureError('entry data');
    if (method === 0 && compressedSize !== uncompressedSize) throw new ZipStructureError('stored size');
    entries.push({ name, method: method as 0 | 8, compressedSize, uncompressedSize, localOffset, dataStart });
    offset = next;
  }
  if (offset !== end) throw new ZipStructureError('directory size');

  // Entries never share bytes (overlapping entries are how a small ZIP declares gigabytes), and the
  // first one starts the file: nothing is hidden in front.
  const byStart = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  if (byStart.length > 0 && (byStart[0] as ZipEntry).localOffset !== 0)
    throw new ZipStructureError('bytes before the first entry');
  for (let index = 1; index < byStart.length; index += 1) {
    const previous = byStart[index - 1] as ZipEntry;
    const current = byStart[index] as ZipEntry;
    if (previous.dataStart + previous.compressedSize > current.localOffset) throw new ZipStructureError('overlap');
  }
  return entries;
}

/**
 * One entry's content, inflated through the budget and never past its declared size, which it must
 * match exactly.
 */
export async function readZipEntry(bytes: Uint8Array, entry: ZipEntry, budget: InspectionBudget): Promise<Uint8Array> {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) return data;
  try {
    const { output } = await boundedInflate(data, budget, { format: 'raw', maxOutput: entry.uncompressedSize, keep: true });
    if (output.byteLength !== entry.uncompressedSize) throw new ZipStructureError('size');
    return output;
  } catch (error) {
    if (error instanceof InflateRefused) throw new ZipStructureError(`inflate: ${error.why}`);
    throw error;
  }
}
