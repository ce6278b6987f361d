import { render, screen } from '@testing-library/react';
import { Brain, CloudRain, Heart, Puzzle } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { IconTile } from './IconTile.tsx';

describe('IconTile', () => {
  it('shows the title as a heading and hides the decorative icon', () => {
    const { container } = render(
      <IconTile icon={Puzzle} title="Speltherapie">
        <p>Via spel uit een kind wat het moeilijk vindt om te zeggen.</p>
      </IconTile>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Speltherapie' })).toBeInTheDocument();
    expect(screen.getByText(/Via spel/)).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a short title as text, not a heading, when asked to', () => {
    render(<IconTile icon={CloudRain} title="Somberheid" headingLevel="none" />);
    expect(screen.getByText('Somberheid')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('draws the icon it is given', () => {
    const { container } = render(<IconTile icon={Brain} title="a" />);
    expect(container.querySelector('svg')).toHaveClass('lucide-brain');
  });

  it('draws a different icon for a different component', () => {
    const { container, rerender } = render(<IconTile icon={Brain} title="a" />);
    const brain = container.querySelector('svg')?.innerHTML;
    rerender(<IconTile icon={Heart} title="a" />);
    expect(container.querySelector('svg')?.innerHTML).not.toBe(brain);
  });
});
