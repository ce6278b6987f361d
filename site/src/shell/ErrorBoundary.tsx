import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Container, LinkButton } from '@ankerlicht/ui';

type State = { error: Error | null };

/**
 * The application error page: when a page crashes, the visitor sees what happened and a way
 * home instead of a blank screen. Resets when the visitor navigates elsewhere.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error) {
    console.error('[app] A page failed to render:', error.message);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container>
        <h1 data-page-heading tabIndex={-1}>
          <FormattedMessage id="error.title" defaultMessage="Er ging iets mis" />
        </h1>
        <p>
          <FormattedMessage
            id="error.body"
            defaultMessage="Deze pagina kon niet worden getoond. Probeer het later opnieuw of ga terug naar de homepage."
          />
        </p>
        <p>
          <FormattedMessage id="error.detail" defaultMessage="Foutmelding: {message}" values={{ message: this.state.error.message }} />
        </p>
        <LinkButton href="/">
          <FormattedMessage id="error.home" defaultMessage="Naar de homepage" />
        </LinkButton>
      </Container>
    );
  }
}
