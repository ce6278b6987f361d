import { defaultLocale, localeDescriptor, splitGlosses } from '@ankerlicht/content';
import { useContentLanguage } from './useContentLanguage.ts';

/**
 * A text of the visitor's language with its Dutch glosses ("deductible (eigen risico)") marked as
 * Dutch, so a screen reader says them in Dutch (WCAG 3.1.2). For any content or message text that
 * may hold one; a Dutch page has nothing to mark.
 */
export function Glossed({ children: text }: { readonly children: string }) {
  const language = useContentLanguage();
  if (language === defaultLocale) return text;
  const { lang } = localeDescriptor(defaultLocale);
  return splitGlosses(text).map((part, index) =>
    part.gloss ? (
      <span key={index} lang={lang}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
