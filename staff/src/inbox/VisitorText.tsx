import { revealHiddenCharacters } from '@ankerlicht/registration/visible-text';

/**
 * Text a visitor typed, as staff read it: isolated from the text around it (a name in Farsi or
 * Arabic does not reorder its label or the next line) and with hidden characters shown by their
 * code point, so a right-to-left override cannot show a phone number or a name reversed.
 */
export function VisitorText({ text }: { text: string }) {
  return <bdi>{revealHiddenCharacters(text)}</bdi>;
}
