import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { loadMessages } from '../../i18n/messageBundles.ts';
import TeamPage from './TeamPage.tsx';

/** Renders of the team's cards and of the filter's select, counted through the design system. */
const renders = vi.hoisted(() => ({ TeamCard: 0, Select: 0 }));
vi.mock('@ankerlicht/ui', async (importOriginal) => {
  const { withRenderCounts } = await import('../../testing/countRenders.ts');
  return withRenderCounts(await importOriginal<typeof import('@ankerlicht/ui')>(), renders);
});

beforeAll(() => loadMessages('nl'));

describe('the team page', () => {
  // Typing in the search is one of the bench's interactions (npm run bench -- --inp): on a slow
  // phone a keystroke's next paint waited for every card and the filter to render again.
  it('narrows the directory on a typed letter without rendering the cards it keeps or the filter again', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/team']}>
        <LocaleProvider>
          <TeamPage />
        </LocaleProvider>
      </MemoryRouter>,
    );
    const cards = () => screen.getAllByRole('heading', { level: 4 }).length;
    const all = cards();
    const before = { ...renders };
    expect(before.TeamCard).toBeGreaterThanOrEqual(all);
    await user.type(screen.getByRole('searchbox'), 'a');
    expect(cards()).toBeGreaterThan(0);
    expect(cards()).toBeLessThan(all);
    expect(renders).toEqual(before);
  });
});
