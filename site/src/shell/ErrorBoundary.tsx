import { Component, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Container, LinkButton } from '@ankerlicht/ui';
import type { NoMessageValues, MessageValue } from 'react-intl';
import { hrefFor } from '@ankerlicht/content';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly body: NoMessageValues;
  readonly detail: { readonly message: MessageValue };
  readonly home: NoMessageValues;
}>({
  // The English title is the product's own words for this page (docs/product-rules.md), "Unexpected Application Error!".
  title: { id: 'error.title', defaultMessage: 'Er ging iets mis' },
  body: {
    id: 'error.body',
    defaultMessage: 'Deze pagina kon niet worden getoond. Probeer het later opnieuw of ga terug naar de startpagina.',
  },
  detail: { id: 'error.detail', defaultMessage: 'Foutmelding: {message}' },
  home: { id: 'error.home', defaultMessage: 'Naar de startpagina' },
});

type Props = {
  children: ReactNode;
  /** The path: a navigation elsewhere clears the error. */
  resetKey: string;
  /** Around the whole site, where the shell's <main> is not there to hold the page. */
  landmark?: boolean;
};
type State = { error: Error | null };

/**
 * The application error page: when a page, or the shell around it,
 * crashes, the visitor sees the error's message and a way home instead of a blank screen.
 * Resets when the visitor navigates elsewhere.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error) {
    console.error('[app] A page failed to render:', error.message);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const page = (
      <Container>
        <h1 data-page-heading tabIndex={-1}>
          <FormattedMessage {...messages.title} />
        </h1>
        <p>
          <FormattedMessage {...messages.detail} values={{ message: error.message }} />
        </p>
        <p>
          <FormattedMessage {...messages.body} />
        </p>
        <LinkButton href={hrefFor('home')}>
          <FormattedMessage {...messages.home} />
        </LinkButton>
      </Container>
    );
    return this.props.landmark ? <main id="main-content">{page}</main> : page;
  }
}
