import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FormattedMessage, useIntl, defineMessages } from 'react-intl';
import { LinkButton } from '@ankerlicht/ui';
import { Page } from '../../shell/Page.tsx';
import { hrefFor } from '@ankerlicht/content';

const messages = defineMessages({
  title: { id: 'page.notFound.title', defaultMessage: 'Pagina niet gevonden' },
  description: { id: 'page.notFound.description', defaultMessage: 'Deze pagina bestaat niet of is verplaatst.' },
});

/** Any unknown path (docs/product-rules.md §2.1): says so, offers the way home, and logs the path tried. */
export default function NotFoundPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  useEffect(() => {
    // Only the path: a query string could carry personal data.
    console.warn(`[404] No page at ${pathname}`);
  }, [pathname]);
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      intro={<FormattedMessage id="page.notFound.body" defaultMessage="De pagina die u zoekt bestaat niet of is verplaatst." />}
    >
      <LinkButton href={hrefFor('home')}>
        <FormattedMessage id="page.notFound.home" defaultMessage="Terug naar de startpagina" />
      </LinkButton>
    </Page>
  );
}
