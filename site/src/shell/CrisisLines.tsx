import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from '@ankerlicht/ui';
import { crisisLines, phoneHref, type CrisisLine } from '@ankerlicht/content';
import { useContentLanguage } from '../i18n/useContentLanguage.ts';
import * as styles from './CrisisLines.css.ts';
import type { MessageTag, MessageValue, NoMessageValues } from 'react-intl';
import { Glossed } from '../i18n/Glossed.tsx';

export const crisisMessages = defineMessages<{
  readonly heading: NoMessageValues;
  readonly call: { readonly link: MessageTag; readonly number: MessageValue };
  readonly callEither: {
    readonly link: MessageTag;
    readonly number: MessageValue;
    readonly shortLink: MessageTag;
    readonly shortNumber: MessageValue;
  };
}>({
  heading: { id: 'crisis.heading', defaultMessage: 'Hebt u nu meteen hulp nodig?' },
  call: { id: 'crisis.call', defaultMessage: 'Bel <link>{number}</link>' },
  // Only the long number is free: 113 costs a normal call (crisis.ts, the suicide prevention line).
  callEither: {
    id: 'crisis.callEither',
    defaultMessage: 'Bel <shortLink>{shortNumber}</shortLink> of gratis <link>{number}</link>',
  },
});

const telLink = (number: string) =>
  function TelLink(chunks: ReactNode[]) {
    return <Link href={phoneHref(number)}>{chunks}</Link>;
  };

/**
 * "Call 113, or 0800-0113 free of charge", with each number a tel: link. The link is the number alone, so it
 * reads the same wherever the sentence around it puts the verb.
 */
function CallLine({ line }: { line: CrisisLine }) {
  const intl = useIntl();
  const { shortNumber, phone } = line;
  if (!phone) return null;
  return (
    <p>
      {shortNumber
        ? intl.formatMessage(crisisMessages.callEither, {
            shortNumber,
            shortLink: telLink(shortNumber),
            number: phone,
            link: telLink(phone),
          })
        : intl.formatMessage(crisisMessages.call, { number: phone, link: telLink(phone) })}
    </p>
  );
}

/**
 * Where to go when it cannot wait (content's `crisisLines`): each line's name, its numbers as
 * tel: links and when it answers. Compact, for the footer and the home page; the contact page
 * tells the full story.
 */
export function CrisisLines() {
  const language = useContentLanguage();
  return (
    <ul className={styles.list}>
      {crisisLines.map((line) => (
        <li key={line.id} className={styles.line}>
          <p className={styles.name}>
            <Glossed>{line.name[language]}</Glossed>
          </p>
          <CallLine line={line} />
          <p className={styles.availability}>
            <Glossed>{line.availability[language]}</Glossed>
          </p>
        </li>
      ))}
    </ul>
  );
}
