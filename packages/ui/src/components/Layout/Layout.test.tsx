import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid.tsx';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('keeps list semantics when rendered as a list', () => {
    render(
      <Stack as="ul">
        <li>EMDR</li>
        <li>Speltherapie</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toContainElement(screen.getByText('EMDR'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('is no list when rendered as a plain block', () => {
    render(
      <Stack>
        <p>Tekst</p>
      </Stack>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('Grid', () => {
  it('renders its items as a named list when asked to', () => {
    render(
      <Grid as="ul" columns={{ mobile: 1, tablet: 2 }} aria-label="Behandelmethoden">
        <li>EMDR</li>
        <li>Speltherapie</li>
        <li>Mindfulness</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Behandelmethoden' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
  });
});
