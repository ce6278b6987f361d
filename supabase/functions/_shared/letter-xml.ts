/**
 * The XML parts of a .docx, read by a conforming XML parser (saxes, the parser jsdom uses) rather
 * than by patterns: `TargetMode="&#69;xternal"` is "External" to Word, attributes come in any
 * order, and a part may be UTF-16. Bytes are decoded as XML 1.0 (appendix F) and Office Open XML
 * (ECMA-376 Part 2: UTF-8 or UTF-16, no DTD) say; anything else is refused, so this reader never
 * sees something Word reads differently.
 */
import { SaxesParser } from 'saxes';
import type { InspectionBudget } from './letter-budget.ts';

/** The part is not XML this check can read as Word would (the caller names the reason). */
export class XmlRefused extends Error {}

export type XmlHandlers = {
  /** A start tag (`name` with its prefix, `w:instrText`); attributes by their qualified names. */
  open?: (name: string, attributes: Readonly<Record<string, string>>) => void;
  close?: (name: string) => void;
  /** Character data, references resolved (CDATA included). */
  text?: (text: string) => void;
};

/** The local part of a qualified name: `w:instrText` → `instrText`. */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** The encoding the part's first bytes announce (BOM, or UTF-16 without one), else UTF-8 or the declared one. */
export function decodeXmlPart(bytes: Uint8Array): string {
  const [b0, b1, b2, b3] = [bytes[0], bytes[1], bytes[2], bytes[3]];
  let encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
  let start = 0;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
    encoding = 'utf-8';
    start = 3;
  } else if (b0 === 0xff && b1 === 0xfe) {
    if (b2 === 0 && b3 === 0) throw new XmlRefused('UTF-32');
    encoding = 'utf-16le';
    start = 2;
  } else if (b0 === 0xfe && b1 === 0xff) {
    encoding = 'utf-16be';
    start = 2;
  } else if (b0 === 0x3c && b1 === 0 && b2 === 0x3f && b3 === 0) {
    encoding = 'utf-16le';
  } else if (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f) {
    encoding = 'utf-16be';
  } else if (b0 === 0 || b1 === 0) {
    throw new XmlRefused('unknown encoding');
  } else {
    encoding = 'utf-8';
  }
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start));
  } catch {
    throw new XmlRefused('invalid characters');
  }
  // The declaration must agree: an 8-bit part declaring another encoding (windows-1252, UTF-16
  // without its byte order) is one Word might decode otherwise.
  const declared = /^<\?xml[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(text)?.[1]?.toLowerCase();
  if (declared !== undefined) {
    const family = encoding === 'utf-8' ? ['utf-8', 'utf8'] : ['utf-16', 'utf-16le', 'utf-16be', 'unicode'];
    if (!family.includes(declared)) throw new XmlRefused('declared encoding');
  }
  return text;
}

/** Characters given to the parser at a time; between them the check may yield. */
const XML_CHUNK = 64 * 1024;

/**
 * Parses the part, calling the handlers; throws XmlRefused when it is not well-formed XML or has a
 * DTD. What a handler throws passes through unchanged.
 */
export async function parseXmlPart(bytes: Uint8Array, handlers: XmlHandlers, budget: InspectionBudget): Promise<void> {
  const text = decodeXmlPart(bytes);
  const parser = new SaxesParser({ xmlns: false, position: false });
  // Thrown from the handlers, so parsing stops at the first problem, before anything after it is
  // seen (what a handler throws passes through write() unchanged too).
  parser.on('error', () => {
    throw new XmlRefused('not well-formed');
  });
  // OPC forbids a DTD (Part 2, M1.17): entities declared there are a way to spell things differently.
  parser.on('doctype', () => {
    throw new XmlRefused('DTD');
  });
  parser.on('opentag', (tag) => handlers.open?.(tag.name, tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => handlers.close?.(tag.name));
  parser.on('text', (value) => handlers.text?.(value));
  parser.on('cdata', (value) => handlers.text?.(value));
  for (let start = 0; start < text.length; start += XML_CHUNK) {
    parser.write(text.slice(start, start + XML_CHUNK));
    if (budget.sliceDue()) await budget.pause();
  }
  parser.close();
}
