import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { ControlledField } from '../private/Field/ControlledField.tsx';
import { DateField, dateFromParts, partsFromDate } from './DateField.tsx';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('DateField', () => {
  it('is a group named by its legend, with a labelled box for day, month and year, in that order', () => {
    renderWithIntl(<DateField label="Geboortedatum" />);
    expect(screen.getByRole('group', { name: 'Geboortedatum' })).toBeInTheDocument();
    expect(boxes().map((box) => box.labels?.[0]?.textContent)).toEqual(['Dag', 'Maand', 'Jaar']);
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
  });

  it('names the boxes in English and Turkish, day first in both', () => {
    const { unmount } = renderWithIntl(<DateField label="Date of birth" />, { locale: 'en' });
    expect(boxes().map((box) => box.labels?.[0]?.textContent)).toEqual(['Day', 'Month', 'Year']);
    unmount();
    renderWithIntl(<DateField label="Doğum tarihi" />, { locale: 'tr' });
    expect(boxes().map((box) => box.labels?.[0]?.textContent)).toEqual(['Gün', 'Ay', 'Yıl']);
  });

  it('gives the form an ISO date once the three boxes are filled in, padding a one-digit day or month', async () => {
    const onChange = vi.fn();
    renderWithIntl(
      <ControlledField initialValue={''} onChange={onChange}>
        {(field) => <DateField label="Geboortedatum" {...field} />}
      </ControlledField>,
    );
    const [day, month, year] = boxes();
    await userEvent.type(day!, '4');
    await userEvent.type(month!, '7');
    await userEvent.type(year!, '1985');
    expect(onChange).toHaveBeenLastCalledWith('1985-07-04');
    // What the visitor typed stays as typed: the padding is only in the value.
    expect(day).toHaveValue('4');
  });

  it('reports a half date as typed, so the form can say it is not a valid date, and keeps every box', async () => {
    const onChange = vi.fn();
    renderWithIntl(
      <ControlledField initialValue={'2003-02-01'} onChange={onChange}>
        {(field) => <DateField label="Geboortedatum" {...field} />}
      </ControlledField>,
    );
    const [day, month, year] = boxes();
    await userEvent.clear(year!);
    expect(onChange).toHaveBeenLastCalledWith('-02-01');
    expect(day).toHaveValue('01');
    expect(month).toHaveValue('02');
    await userEvent.type(year!, '2003');
    expect(onChange).toHaveBeenLastCalledWith('2003-02-01');
    await userEvent.clear(day!);
    await userEvent.clear(month!);
    await userEvent.clear(year!);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes digits only', async () => {
    const onChange = vi.fn();
    renderWithIntl(<DateField label="Geboortedatum" onChange={onChange} />);
    const [day] = boxes();
    await userEvent.type(day!, '1a-2');
    expect(day).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith('--12');
  });

  it('shows an ISO value in the boxes and empties them when the form resets the value', () => {
    const { rerender } = renderWithIntl(<DateField label="Geboortedatum" value="1985-07-04" />);
    expect(boxes().map((box) => box.value)).toEqual(['04', '07', '1985']);
    rerender(<DateField label="Geboortedatum" value="" />);
    expect(boxes().map((box) => box.value)).toEqual(['', '', '']);
  });

  it('puts the id on the day box and names the boxes after the field', () => {
    renderWithIntl(<DateField label="Geboortedatum" id="dob" name="dob" autoComplete="bday" />);
    const [day, month, year] = boxes();
    expect(day).toHaveAttribute('id', 'dob');
    expect(month).toHaveAttribute('id', 'dob-month');
    expect([day, month, year].map((box) => box!.name)).toEqual(['dob-day', 'dob-month', 'dob-year']);
    expect([day, month, year].map((box) => box!.autocomplete)).toEqual(['bday-day', 'bday-month', 'bday-year']);
  });

  it('asks the browser for no autofill unless told it is the visitor’s own date of birth', () => {
    renderWithIntl(<DateField label="Geboortedatum van uw kind" />);
    for (const box of boxes()) expect(box).not.toHaveAttribute('autocomplete');
  });

  it('marks every box required and invalid and describes each with the hint and the error', () => {
    renderWithIntl(
      <DateField
        label="Geboortedatum"
        isRequired
        description="Bijvoorbeeld 27 3 2007"
        errorMessage="Geboortedatum is verplicht"
      />,
    );
    for (const box of boxes()) {
      expect(box).toHaveAttribute('aria-required', 'true');
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Bijvoorbeeld 27 3 2007 Fout: Geboortedatum is verplicht');
    }
    expect(screen.getByRole('group', { name: 'Geboortedatum' })).toBeInTheDocument();
  });

  it('is not invalid without an error', () => {
    renderWithIntl(<DateField label="Geboortedatum" description="Bijvoorbeeld 27 3 2007" />);
    for (const box of boxes()) {
      expect(box).not.toHaveAttribute('aria-invalid');
      expect(box).toHaveAccessibleDescription('Bijvoorbeeld 27 3 2007');
    }
  });
});

describe('dateFromParts and partsFromDate', () => {
  it('make an ISO date of three filled boxes and give the boxes back', () => {
    expect(dateFromParts({ day: '4', month: '07', year: '1985' })).toBe('1985-07-04');
    expect(partsFromDate('1985-07-04')).toEqual({ day: '04', month: '07', year: '1985' });
  });

  it('keep a half date round the trip, and make nothing of empty boxes', () => {
    expect(dateFromParts({ day: '', month: '', year: '' })).toBe('');
    expect(dateFromParts({ day: '31', month: '', year: '1990' })).toBe('1990--31');
    expect(partsFromDate('1990--31')).toEqual({ day: '31', month: '', year: '1990' });
    expect(partsFromDate('')).toEqual({ day: '', month: '', year: '' });
    expect(partsFromDate('not-a-date-at-all')).toEqual({ day: '', month: '', year: '' });
  });
});
