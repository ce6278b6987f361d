import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@ankerlicht/content';
import bundles from 'virtual:message-loaders';

export type Messages = Record<string, MessageFormatElement[]>;

/** One chunk per language of the locale descriptor: a visitor downloads only the language they read. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await bundles[locale]()).default;
}
