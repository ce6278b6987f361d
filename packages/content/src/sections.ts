import type { Localized } from './locale.ts';

/**
 * One titled section of a long text. A page renders them in order and can build a table of
 * contents from `id` (the anchor) and `title`.
 */
export type TextSection = {
  /** Anchor id, unique within its document; lowercase with dashes. */
  id: string;
  title: Localized;
  /** Paragraphs before the list. */
  paragraphs: readonly Localized[];
  /** An optional list, shown after the paragraphs. */
  bullets?: readonly Localized[];
  /** Paragraphs that follow the list, when the text goes on after it. */
  closing?: readonly Localized[];
};

/** A complete long text: privacy statement, terms, disclaimer, statute and the like. */
export type LongText = {
  id: string;
  title: Localized;
  /** Short lead shown above the sections. */
  intro: Localized;
  /** The date this version took effect, ISO 8601 (yyyy-mm-dd). */
  lastUpdated: string;
  sections: readonly TextSection[];
};
