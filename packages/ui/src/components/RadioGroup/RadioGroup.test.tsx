import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';

function Gender(props: { errorMessage?: string; onChange?: (value: string) => void; isRequired?: boolean }) {
  return (
    <RadioGroup label="Geslacht" description="Zoals in uw paspoort" {...props}>
      <Radio value="male">Man</Radio>
      <Radio value="female">Vrouw</Radio>
      <Radio value="other">Anders</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radio group named by its label, with one radio per option', () => {
    renderWithIntl(<Gender />);
    const group = screen.getByRole('radiogroup', { name: 'Geslacht' });
    expect(group).toHaveAccessibleDescription('Zoals in uw paspoort');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['male', 'female', 'other']);
  });

  it('chooses with the arrow keys after tabbing in', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Gender onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Man' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Vrouw' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('female');
  });

  it('says it is required and shows its error between the hint and the options', () => {
    renderWithIntl(<Gender isRequired errorMessage="Geslacht is verplicht" />);
    const group = screen.getByRole('radiogroup', { name: 'Geslacht' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Zoals in uw paspoort Fout: Geslacht is verplicht');
    const error = screen.getByText('Geslacht is verplicht');
    expect(
      error.compareDocumentPosition(screen.getByRole('radio', { name: 'Man' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
