import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { expect, it, vi } from 'vitest';
import { MobileMenu } from './MobileMenu.tsx';

// The panel is fetched on the first opening; this stands in for a fetch that fails (offline).
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./MobileMenuPanel.tsx', async (importOriginal) => {
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

it('a panel that cannot be fetched closes the menu, keeps the page, and the next press tries again', async () => {
  // React reports the error it caught; the test is about what the visitor sees.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <h1>Pagina</h1>
      <MobileMenu items={[{ id: 'home', label: 'Home', href: '/' }]} currentPath="/" navigationLabel="Hoofdmenu" />
    </IntlProvider>,
  );
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  await userEvent.click(menuButton);
  await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  expect(screen.getByRole('heading', { name: 'Pagina' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(reported).toHaveBeenCalled();

  network.offline = false;
  await userEvent.click(menuButton);
  expect(await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 })).toBeInTheDocument();
});
