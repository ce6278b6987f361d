import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { ControlledField } from '../private/Field/ControlledField.tsx';
import { DateField, parseIsoDate } from './DateField.tsx';

const segmentNames = () =>
  screen.getAllByRole('spinbutton').map((segment) => segment.getAttribute('aria-label')?.replace(/[,\s]+$/, ''));

describe('DateField', () => {
  it('labels each segment and orders them day, month, year in Dutch', () => {
    renderWithIntl(<DateField label="Geboortedatum" />);
    expect(segmentNames()).toEqual(['dag', 'maand', 'jaar']);
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleName(/dag.*Geboortedatum/);
    expect(screen.getByRole('group', { name: 'Geboortedatum' })).toBeInTheDocument();
  });

  it('orders the segments day, month, year in English too (British, not American)', () => {
    renderWithIntl(<DateField label="Date of birth" />, { locale: 'en' });
    expect(segmentNames()).toEqual(['day', 'month', 'year']);
  });

  it('names the segments in Turkish', () => {
    renderWithIntl(<DateField label="Doğum tarihi" />, { locale: 'tr' });
    expect(segmentNames()).toEqual(['gün', 'ay', 'yıl']);
  });

  it('gives the form an ISO date once day, month and year are typed, and nothing before', async () => {
    const onChange = vi.fn();
    renderWithIntl(
      <ControlledField initialValue={''} onChange={onChange}>
        {(field) => <DateField label="Geboortedatum" {...field} />}
      </ControlledField>,
    );
    await userEvent.tab();
    await userEvent.keyboard('12');
    await userEvent.keyboard('03');
    expect(onChange).not.toHaveBeenCalled();
    // What was typed so far stays while the value is still empty.
    expect(screen.getAllByRole('spinbutton')[0]).toHaveTextContent('12');
    await userEvent.keyboard('1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-03-12');
  });

  it('empties the value when a segment is erased, keeps the other segments, and gives the date back when retyped', async () => {
    const onChange = vi.fn();
    renderWithIntl(
      <ControlledField initialValue={'2003-02-01'} onChange={onChange}>
        {(field) => <DateField label="Geboortedatum" {...field} />}
      </ControlledField>,
    );
    const [day, month, year] = screen.getAllByRole('spinbutton');
    await userEvent.click(year!);
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(day).toHaveTextContent('01');
    expect(month).toHaveTextContent('02');
    await userEvent.keyboard('2003');
    expect(onChange).toHaveBeenLastCalledWith('2003-02-01');
  });

  it('shows an ISO value in the segments', () => {
    renderWithIntl(<DateField label="Geboortedatum" value="1985-07-04" />);
    expect(screen.getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual(['04', '07', '1985']);
  });

  it('clears the segments when the form resets the value', () => {
    const { rerender } = renderWithIntl(<DateField label="Geboortedatum" value="1985-07-04" />);
    rerender(<DateField label="Geboortedatum" value="" />);
    expect(screen.getAllByRole('spinbutton').map((segment) => segment.getAttribute('aria-valuetext'))).toEqual([
      'Leeg',
      'Leeg',
      'Leeg',
    ]);
  });

  it('marks every segment required and invalid and describes it with the hint and the error', () => {
    renderWithIntl(
      <DateField
        label="Geboortedatum"
        isRequired
        description="Bijvoorbeeld 27-03-2007"
        errorMessage="Geboortedatum is verplicht"
      />,
    );
    const [day] = screen.getAllByRole('spinbutton');
    expect(day).toHaveAttribute('aria-required', 'true');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription('Bijvoorbeeld 27-03-2007 Fout: Geboortedatum is verplicht');
  });
});

describe('parseIsoDate', () => {
  it('reads a complete ISO date and refuses anything else', () => {
    expect(parseIsoDate('2001-02-28')?.toString()).toBe('2001-02-28');
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate('28-02-2001')).toBeNull();
    expect(parseIsoDate('2001-02-30')).toBeNull();
  });
});
