import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { Checkbox } from './Checkbox.tsx';

const consent = (
  <>
    Ik ga akkoord met de <a href="#voorwaarden">algemene voorwaarden</a> en de <a href="#privacy">privacyverklaring</a>
  </>
);

describe('Checkbox', () => {
  it('is a checkbox named by its label, links included', () => {
    renderWithIntl(<Checkbox label={consent} />);
    expect(
      screen.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden en de privacyverklaring' }),
    ).not.toBeChecked();
  });

  it('ticks with Space and with a click on the label text', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Checkbox label={consent} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByText(/Ik ga akkoord/));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a link in the label without ticking the box, by mouse', () => {
    const onChange = vi.fn();
    renderWithIntl(<Checkbox label={consent} onChange={onChange} />);
    const link = screen.getByRole('link', { name: 'algemene voorwaarden' });
    // Plain DOM events: user-event's click would also "click the label" itself, which a browser does not do for a link.
    fireEvent.pointerDown(link, { pointerType: 'mouse', button: 0 });
    fireEvent.mouseDown(link, { button: 0 });
    fireEvent.pointerUp(link, { pointerType: 'mouse', button: 0 });
    fireEvent.mouseUp(link, { button: 0 });
    const notCancelled = fireEvent.click(link, { button: 0, detail: 1 });
    expect(notCancelled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('follows a link in the label by keyboard: its click is not cancelled and the box stays unticked', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Checkbox label={consent} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'algemene voorwaarden' });
    expect(link).toHaveFocus();
    // Enter on a link makes the browser fire a click with detail 0 on it.
    fireEvent.keyDown(link, { key: 'Enter' });
    const notCancelled = fireEvent.click(link, { detail: 0 });
    fireEvent.keyUp(link, { key: 'Enter' });
    expect(notCancelled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('is required with an asterisk and shows the error above the box', () => {
    renderWithIntl(<Checkbox label={consent} isRequired errorMessage="U moet akkoord gaan met de voorwaarden" />);
    const box = screen.getByRole('checkbox');
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Fout: U moet akkoord gaan met de voorwaarden');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
