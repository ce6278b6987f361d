import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from './Accordion.tsx';

function Questions(props: { allowsMultipleExpanded?: boolean; defaultExpandedKeys?: string[] }) {
  return (
    <Accordion {...props}>
      <AccordionItem id="referral" title="Heb ik een verwijzing nodig?">
        Ja, van de huisarts.
      </AccordionItem>
      <AccordionItem id="costs" title="Wat kost het?">
        De zorg wordt vergoed.
      </AccordionItem>
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts with every item closed unless told otherwise', () => {
    render(<Questions />);
    expect(trigger('Heb ik een verwijzing nodig?')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Wat kost het?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open item when another opens', async () => {
    render(<Questions />);
    await userEvent.click(trigger('Heb ik een verwijzing nodig?'));
    expect(trigger('Heb ik een verwijzing nodig?')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger('Wat kost het?'));
    expect(trigger('Wat kost het?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Heb ik een verwijzing nodig?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses the open item when its own trigger is pressed again, by keyboard', async () => {
    render(<Questions />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(trigger('Heb ik een verwijzing nodig?')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(trigger('Heb ik een verwijzing nodig?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles items independently when several may be open, starting with the chosen ones', async () => {
    render(<Questions allowsMultipleExpanded defaultExpandedKeys={['referral']} />);
    expect(trigger('Heb ik een verwijzing nodig?')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger('Wat kost het?'));
    expect(trigger('Heb ik een verwijzing nodig?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Wat kost het?')).toHaveAttribute('aria-expanded', 'true');
  });
});
