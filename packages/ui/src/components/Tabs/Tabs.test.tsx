import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

function TeamTabs({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="Kies een team">
        <Tab id="all">Alle medewerkers</Tab>
        <Tab id="adults">Team volwassenen</Tab>
        <Tab id="children">Team kind en jeugd</Tab>
      </TabList>
      <TabPanel id="all">Iedereen</TabPanel>
      <TabPanel id="adults">Volwassenenteam</TabPanel>
      <TabPanel id="children">Kinderteam</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects the first tab and shows its panel at first', () => {
    render(<TeamTabs />);
    expect(screen.getByRole('tablist', { name: 'Kies een team' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alle medewerkers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Iedereen');
  });

  it('moves the selection with the arrow keys and reports it', async () => {
    const onSelectionChange = vi.fn();
    render(<TeamTabs onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Team volwassenen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Volwassenenteam');
    expect(onSelectionChange).toHaveBeenLastCalledWith('adults');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Team kind en jeugd' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Kinderteam');
  });

  it('keeps one Tab stop for the whole tab list, then the panel', async () => {
    render(<TeamTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Alle medewerkers' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
