import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

const renderNl = (ui: ReactNode) => render(<IntlProvider locale="nl">{ui}</IntlProvider>);

describe('Card', () => {
  it('shows its heading at the chosen level', () => {
    renderNl(
      <Card heading="Multidisciplinair" headingLevel={2}>
        <p>Psychologen en specialisten werken samen.</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Multidisciplinair' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('becomes one link named by its heading when given an href, reached with Tab', async () => {
    renderNl(
      <Card heading="Wachttijd volwassenen" href="/volwassenen/wachttijd">
        <p>Op dit moment 3 tot 6 maanden.</p>
      </Card>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Wachttijd volwassenen');
    expect(screen.getByRole('heading', { name: 'Wachttijd volwassenen' })).toContainElement(links[0]!);
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
  });

  it('is a named region when rendered as a section', () => {
    renderNl(<Card as="section" heading="Contact" />);
    expect(screen.getByRole('region', { name: 'Contact' })).toBeInTheDocument();
  });
});
