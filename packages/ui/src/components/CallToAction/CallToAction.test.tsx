import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './CallToAction.tsx';

const renderNl = (ui: ReactNode) => render(<IntlProvider locale="nl">{ui}</IntlProvider>);
const adultLink = { href: '/aanmelden-volwassenen', label: 'Volwassenen aanmelden' };
const childLink = { href: '/aanmelden-kind-jeugd', label: 'Kind aanmelden' };
const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('CallToAction', () => {
  it('shows only the department’s own registration link by default', () => {
    renderNl(<CallToAction department="children" title="Aanmelden" adultLink={adultLink} childLink={childLink} />);
    expect(screen.getByRole('region', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(linkNames()).toEqual(['Kind aanmelden']);
  });

  it('shows both links when asked, the department’s own first', () => {
    renderNl(<CallToAction department="adults" title="Aanmelden" showChildLink adultLink={adultLink} childLink={childLink} />);
    expect(linkNames()).toEqual(['Volwassenen aanmelden', 'Kind aanmelden']);
  });

  it('hides a link when its flag is off', () => {
    renderNl(
      <CallToAction department="adults" title="Contact" showAdultLink={false} adultLink={adultLink} childLink={childLink} />,
    );
    expect(linkNames()).toEqual([]);
  });

  it('shows the waiting time only when its flag is on', () => {
    const waitingTime = { text: 'Wachttijd: 3–6 maanden', link: { href: '/volwassenen/wachttijd', label: 'Meer' } };
    const { rerender } = renderNl(
      <CallToAction department="adults" title="Aanmelden" adultLink={adultLink} waitingTime={waitingTime} />,
    );
    expect(screen.queryByText('Wachttijd: 3–6 maanden')).not.toBeInTheDocument();
    rerender(
      <IntlProvider locale="nl">
        <CallToAction department="adults" title="Aanmelden" adultLink={adultLink} waitingTime={waitingTime} showWaitingTime />
      </IntlProvider>,
    );
    expect(screen.getByText('Wachttijd: 3–6 maanden')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meer' })).toHaveAttribute('href', '/volwassenen/wachttijd');
  });
});
