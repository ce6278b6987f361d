import type { ReactNode } from 'react';
import { useIntl, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';
import { Page } from './Page.tsx';

/** A page's own messages for its h1 (also the document title), its meta description and its lead paragraph. */
export type PageOpeningMessages = {
  readonly title: TypedMessageDescriptor<NoMessageValues>;
  readonly description: TypedMessageDescriptor<NoMessageValues>;
  readonly intro: TypedMessageDescriptor<NoMessageValues>;
};

/** A Page opened with the page's own title, description and intro messages: most pages open so, and format the three here once. */
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
