import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelector } from './LanguageSelector.tsx';

const options = [
  { value: 'nl', label: 'NL', nativeName: 'Nederlands', href: '/faq' },
  { value: 'en', label: 'EN', nativeName: 'English', href: '/en/faq' },
  { value: 'tr', label: 'TR', nativeName: 'Türkçe', href: '/tr/faq' },
] as const;

describe('LanguageSelector', () => {
  it('is a group of buttons, the current language pressed', () => {
    render(<LanguageSelector options={options} value="en" aria-label="Kies uw taal" />);
    const group = screen.getByRole('group', { name: 'Kies uw taal' });
    const [dutch, english, turkish] = within(group).getAllByRole('button');
    expect(dutch).toHaveAccessibleName('Nederlands');
    expect(dutch).toHaveAttribute('aria-pressed', 'false');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(turkish).toHaveAttribute('aria-pressed', 'false');
    expect(turkish).toHaveAttribute('lang', 'tr');
    expect(turkish).toHaveAttribute('data-language', 'tr');
  });

  it('submits a GET form to the same page in each other language, so it works without JavaScript', () => {
    render(<LanguageSelector options={options} value="nl" aria-label="Kies uw taal" />);
    const dutch = screen.getByRole('button', { name: 'Nederlands' });
    const turkish = screen.getByRole('button', { name: 'Türkçe' });
    expect(turkish.closest('form')).toHaveAttribute('method', 'get');
    expect(turkish).toHaveAttribute('type', 'submit');
    expect(turkish).toHaveAttribute('formaction', '/tr/faq');
    // The current language leads nowhere: pressing it must not reload the page.
    expect(dutch).toHaveAttribute('type', 'button');
    expect(dutch).not.toHaveAttribute('formaction');
  });

  it('with navigate, goes to the chosen language itself instead of submitting', async () => {
    const navigate = vi.fn();
    const submitted = vi.fn();
    render(
      <div onSubmit={(event) => submitted(event.defaultPrevented)}>
        <LanguageSelector options={options} value="nl" aria-label="Kies uw taal" navigate={navigate} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(navigate).toHaveBeenCalledWith('/en/faq');
    expect(submitted).toHaveBeenCalledWith(true);

    navigate.mockClear();
    screen.getByRole('button', { name: 'Türkçe' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/tr/faq');

    navigate.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
