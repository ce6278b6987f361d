import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary.tsx';

const errors: ErrorSummaryItem[] = [
  { id: 'firstName', message: 'Voornaam is verplicht' },
  { id: 'dob', message: 'Geboortedatum is verplicht' },
  { id: 'gender', message: 'Geslacht is verplicht' },
  { id: 'location', message: 'Kies een locatie' },
  { id: 'terms', message: 'U moet akkoord gaan met de voorwaarden' },
];

function Form({ items, submitCount }: { items: ErrorSummaryItem[]; submitCount?: number }) {
  const error = (id: string) => items.find((item) => item.id === id)?.message;
  return (
    <form>
      <ErrorSummary errors={items} submitCount={submitCount} />
      <TextField id="firstName" label="Voornaam" errorMessage={error('firstName')} />
      <DateField id="dob" label="Geboortedatum" errorMessage={error('dob')} />
      <RadioGroup id="gender" label="Geslacht" errorMessage={error('gender')}>
        <Radio value="male">Man</Radio>
        <Radio value="female">Vrouw</Radio>
      </RadioGroup>
      <Select id="location" label="Locatie" errorMessage={error('location')}>
        <SelectItem id="amsterdam">Amsterdam</SelectItem>
        <SelectItem id="zaandam">Zaandam</SelectItem>
      </Select>
      <Checkbox id="terms" label="Ik ga akkoord" errorMessage={error('terms')} />
    </form>
  );
}

describe('ErrorSummary', () => {
  beforeEach(() => {
    // jsdom has no layout, so no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('renders nothing while there are no errors', () => {
    const { container } = renderWithIntl(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has a heading in the visitor language and a link to each field', () => {
    renderWithIntl(<ErrorSummary errors={errors.slice(0, 2)} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Voornaam is verplicht', '#firstName'],
      ['Geboortedatum is verplicht', '#dob'],
    ]);
  });

  it('takes focus when errors appear, and not when they merely change', () => {
    function Form({ items, submitCount }: { items: ErrorSummaryItem[]; submitCount: number }) {
      return (
        <form>
          <ErrorSummary errors={items} submitCount={submitCount} />
          <TextField id="firstName" label="Voornaam" errorMessage={items.find((item) => item.id === 'firstName')?.message} />
        </form>
      );
    }
    const { rerender } = renderWithIntl(<Form items={[]} submitCount={0} />);
    const input = screen.getByRole('textbox', { name: 'Voornaam' });
    input.focus();
    rerender(<Form items={errors} submitCount={1} />);
    const summary = screen.getByRole('heading', { name: 'Er is een probleem' }).parentElement;
    expect(summary).toHaveFocus();
    // The visitor fixes the first field: one error fewer, focus stays where the visitor is.
    input.focus();
    rerender(<Form items={errors.slice(1)} submitCount={1} />);
    expect(input).toHaveFocus();
    // A second failed submit brings focus back to the summary.
    rerender(<Form items={errors.slice(1)} submitCount={2} />);
    expect(summary).toHaveFocus();
  });

  it('takes focus when it mounts with errors', () => {
    renderWithIntl(<ErrorSummary errors={errors} />);
    expect(screen.getByRole('heading', { name: 'Er is een probleem' }).parentElement).toHaveFocus();
  });

  it('moves focus to each field when its link is followed by keyboard', async () => {
    renderWithIntl(<Form items={errors} />);
    const follow = async (name: string) => {
      screen.getByRole('link', { name }).focus();
      await userEvent.keyboard('{Enter}');
    };
    await follow('Voornaam is verplicht');
    expect(screen.getByRole('textbox', { name: 'Voornaam' })).toHaveFocus();
    await follow('Geboortedatum is verplicht');
    expect(screen.getByRole('textbox', { name: 'Dag' })).toHaveFocus();
    await follow('Geslacht is verplicht');
    expect(screen.getByRole('radio', { name: 'Man' })).toHaveFocus();
    await follow('Kies een locatie');
    expect(screen.getByRole('combobox', { name: 'Locatie' })).toHaveFocus();
    await follow('U moet akkoord gaan met de voorwaarden');
    expect(screen.getByRole('checkbox', { name: 'Ik ga akkoord' })).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  }, 15_000); // five kinds of field in jsdom: room for a busy machine

  it('focuses the chosen radio of a group', async () => {
    renderWithIntl(
      <>
        <ErrorSummary errors={[{ id: 'gender', message: 'Kies opnieuw' }]} />
        <RadioGroup id="gender" label="Geslacht" defaultValue="female" errorMessage="Kies opnieuw">
          <Radio value="male">Man</Radio>
          <Radio value="female">Vrouw</Radio>
        </RadioGroup>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Kies opnieuw' }));
    expect(screen.getByRole('radio', { name: 'Vrouw' })).toHaveFocus();
  });
});
