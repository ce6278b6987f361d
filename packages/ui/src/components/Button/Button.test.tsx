import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onPress when clicked and when activated by keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Verstuur</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Verstuur' }));
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('stays focusable and pressable when only soft-disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isSoftDisabled>
        Verstuur
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Verstuur' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('ignores presses when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Verstuur
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
  });
});
