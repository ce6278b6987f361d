/**
 * Text a visitor typed, shown to staff as typed: characters that change how the text around them
 * is displayed without being seen themselves are replaced by their code point, such as [U+202E].
 * A right-to-left override shows the phone number "06 12345678" as "87654321 60" and a name
 * backwards; zero-width and other control characters hide or split what is there. The public key
 * can write a registration past the form's own checks, so staff screens and e-mails do this
 * whatever the database holds. Tab and line breaks stay (the address and the message use them).
 */
const HIDDEN_CHARACTERS =
  // C0 and C1 controls but tab, line feed and carriage return; Arabic letter mark; zero-width
  // space and the marks LRM/RLM; the embeddings and overrides LRE…RLO; word joiner and invisible
  // operators; the isolates LRI…PDI; byte order mark / zero-width no-break space. Not the
  // zero-width non-joiner and joiner (U+200C, U+200D): Persian writes words with them, and emoji
  // are made with them.
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function revealHiddenCharacters(text: string): string {
  return text.replace(
    HIDDEN_CHARACTERS,
    (character) => `[U+${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}
