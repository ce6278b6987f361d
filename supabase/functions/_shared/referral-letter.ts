/**
 * Does a stored referral letter's content match the type its name claims? Browsers and the
 * Storage API take the MIME type on trust, so the e-mail function checks the first bytes (the
 * "magic number") before attaching a letter.
 */
import { referralLetterExtension, type ReferralLetterExtension } from './registration.ts';

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
 * `pathOrName` (`adults/x/1767225600000.pdf`, `Brief.PDF`); false for any other extension.
 */
export function letterMatchesExtension(bytes: Uint8Array, pathOrName: string): boolean {
  const extension = referralLetterExtension(pathOrName);
  if (extension === null) return false;
  return startsWithBytes(bytes, referralLetterSignatures[extension]);
}
