import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows its words as plain, non-interactive text', () => {
    render(<Badge tone="success">Actuele vacatures</Badge>);
    expect(screen.getByText('Actuele vacatures')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
