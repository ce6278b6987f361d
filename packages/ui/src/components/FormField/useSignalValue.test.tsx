import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computed, signal } from '@preact/signals-core';
import { useSignalValue } from './useSignalValue.ts';

describe('useSignalValue', () => {
  it('re-renders when the signal changes, which reading .value in render does not do under React 19', () => {
    const count = signal(1);
    function Count() {
      return <output>{useSignalValue(count)}</output>;
    }
    render(<Count />);
    expect(screen.getByRole('status')).toHaveTextContent('1');
    act(() => {
      count.value = 2;
    });
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('follows a computed signal and keeps its value stable between changes', () => {
    const first = signal('');
    const second = signal('Achternaam is verplicht');
    const errors = computed(() => [first.value, second.value].filter(Boolean));
    const seen: string[][] = [];
    function Errors() {
      const list = useSignalValue(errors);
      seen.push(list);
      return <output>{list.join(', ')}</output>;
    }
    const { rerender } = render(<Errors />);
    rerender(<Errors />);
    expect(seen[0]).toBe(seen[1]);
    act(() => {
      first.value = 'Voornaam is verplicht';
    });
    expect(screen.getByRole('status')).toHaveTextContent('Voornaam is verplicht, Achternaam is verplicht');
  });
});
