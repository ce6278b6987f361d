import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamCard } from './TeamCard.tsx';

describe('TeamCard', () => {
  it('names the member in a heading and shows the role, reading the initials only once', () => {
    render(<TeamCard initials="BV" name="Bram de Vries" role="Klinisch psycholoog" headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Bram de Vries' })).toBeInTheDocument();
    expect(screen.getByText('Klinisch psycholoog')).toBeVisible();
    // The avatar repeats the name: hidden from screen readers.
    expect(screen.getByText('BV')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a list item when placed in a list', () => {
    render(
      <ul>
        <TeamCard as="li" initials="C" name="Ceren" role="Orthopedagoog" />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Ceren');
  });
});
