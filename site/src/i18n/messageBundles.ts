import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@ankerlicht/content';
import bundles from 'virtual:message-loaders';

export type Messages = Record<string, MessageFormatElement[]>;

const loaded = new Map<Locale, Messages>();

/** One chunk per language of the locale descriptor: a visitor downloads only the language they read. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const messages = loaded.get(locale) ?? (await bundles[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/** A language's messages if they are loaded already, so a render can use them without waiting. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
