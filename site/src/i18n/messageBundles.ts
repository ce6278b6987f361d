import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@ankerlicht/content';

export type Messages = Record<string, MessageFormatElement[]>;

/** One chunk per language: a visitor downloads only the language they read. */
const bundles: Record<Locale, () => Promise<{ default: Messages }>> = {
  nl: () => import('virtual:messages/nl'),
  en: () => import('virtual:messages/en'),
  tr: () => import('virtual:messages/tr'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await bundles[locale]()).default;
}
