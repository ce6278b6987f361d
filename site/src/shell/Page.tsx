import type { ReactNode } from 'react';
import { useIntl, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';
import { Container } from '@ankerlicht/ui';
import { PageMeta } from '../head/PageMeta.tsx';
import * as styles from './Page.css.ts';

export type PageProps = {
  /** The page's h1, also the start of the document title. */
  title: string;
  description: string;
  /** A lead paragraph under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
};

/** The frame of an ordinary page: head tags, one h1, an optional intro, then the content. */
export function Page({ title, description, intro, children }: PageProps) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <Container className={styles.page}>
        <PageHeading>{title}</PageHeading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </Container>
    </>
  );
}

/** A page's own messages for its h1 (also the document title), its meta description and its lead paragraph. */
export type PageOpeningMessages = {
  readonly title: TypedMessageDescriptor<NoMessageValues>;
  readonly description: TypedMessageDescriptor<NoMessageValues>;
  readonly intro: TypedMessageDescriptor<NoMessageValues>;
};

/**
 * A Page opened with the page's own title, description and intro messages: most pages open so,
 * and format the three here once. It lives beside Page so it shares Page's chunk.
 */
export function PageFromMessages({ messages, children }: { messages: PageOpeningMessages; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      intro={intl.formatMessage(messages.intro)}
    >
      {children}
    </Page>
  );
}

/** The page's one h1. After a navigation focus moves here, so screen readers announce the page. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 data-page-heading tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
