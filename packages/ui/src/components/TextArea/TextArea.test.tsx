import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is a labelled multi-line box of 4 rows by default', () => {
    renderWithIntl(<TextArea label="Aanvullende informatie" />);
    const box = screen.getByRole('textbox', { name: 'Aanvullende informatie' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
  });

  it('keeps new lines the visitor types', async () => {
    const onChange = vi.fn();
    renderWithIntl(<TextArea label="Bericht" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('Eerste regel{Enter}Tweede regel');
    expect(onChange).toHaveBeenLastCalledWith('Eerste regel\nTweede regel');
  });

  it('describes the box with its hint and, when invalid, its error', () => {
    renderWithIntl(<TextArea label="Bericht" description="Optioneel" errorMessage="Te lang" />);
    const box = screen.getByRole('textbox', { name: 'Bericht' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Optioneel Fout: Te lang');
  });
});
