/** What the referral-letter picker accepts by default: PDF, Word and images (docs/product-rules.md §5). */
export const defaultAcceptedExtensions = ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'] as const;

/** 10 MB: large enough for a scanned letter or a phone photo of one. */
export const defaultMaxBytes = 10 * 1024 * 1024;

export const fileErrorCodes = ['type', 'empty', 'tooLarge'] as const;
export type FileErrorCode = (typeof fileErrorCodes)[number];

export type FileRules = {
  /** Extensions with or without the dot, any case: '.pdf', 'PDF'. */
  acceptedExtensions?: readonly string[];
  maxBytes?: number;
};

/** '.pdf' for 'PDF', 'pdf' or '.Pdf'. */
export function normaliseExtension(extension: string): string {
  const lower = extension.trim().toLowerCase();
  return lower.startsWith('.') ? lower : `.${lower}`;
}

/** The extension of a file name, lower case with its dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/**
 * Why a chosen file cannot be sent, or null when it can: a type that is not accepted (judged by the extension,
 * as the picker's filter is), an empty file, or a file over the size limit. Checked in that order.
 */
export function checkFile(
  file: Pick<File, 'name' | 'size'>,
  { acceptedExtensions = defaultAcceptedExtensions, maxBytes = defaultMaxBytes }: FileRules = {},
): FileErrorCode | null {
  if (!acceptedExtensions.map(normaliseExtension).includes(extensionOf(file.name))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
