import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultFaqCategory, faqEntries } from '@ankerlicht/content';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { loadMessages } from '../../i18n/messageBundles.ts';
import FaqPage from './FaqPage.tsx';

/** Renders of the page's filters, counted through the design system's SearchField and Radio. */
const renders = vi.hoisted(() => ({ SearchField: 0, Radio: 0 }));
vi.mock('@ankerlicht/ui', async (importOriginal) => {
  const { withRenderCounts } = await import('../../testing/countRenders.ts');
  return withRenderCounts(await importOriginal<typeof import('@ankerlicht/ui')>(), renders);
});

/** Follows links inside the rendered page, as a click on a link to /faq#vraag-<id> would. */
const router: { navigate?: NavigateFunction } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/faq']}>
      <Navigator />
      <LocaleProvider>
        <FaqPage />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

beforeAll(() => loadMessages('nl'));

describe('the FAQ page', () => {
  // Opening an answer and typing a search are two of the bench's interactions (npm run bench --
  // --inp): on a slow phone their next paint waited for the whole page to render again.
  it('opens a question without rendering the filters again', async () => {
    const user = userEvent.setup();
    renderPage();
    const first = faqEntries.find((entry) => entry.category === defaultFaqCategory);
    if (!first) throw new Error('The default category needs a question');
    const question = screen.getByRole('button', { name: first.question.nl });
    const before = { ...renders };
    expect(before.SearchField).toBeGreaterThan(0);
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(renders).toEqual(before);
  });

  it('filters on a typed letter without rendering the department filter again', async () => {
    const user = userEvent.setup();
    renderPage();
    const before = renders.Radio;
    expect(before).toBeGreaterThan(0);
    await user.type(screen.getByRole('searchbox'), 'w');
    expect(screen.getByRole('searchbox')).toHaveValue('w');
    expect(renders.Radio).toBe(before);
  });

  it('closes the open question when the search changes, and keeps it on a press of the category already shown', async () => {
    const user = userEvent.setup();
    renderPage();
    const [first] = faqEntries.filter((entry) => entry.category === defaultFaqCategory);
    if (!first) throw new Error('The default category needs a question');
    const question = screen.getByRole('button', { name: first.question.nl });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // Nothing shown changes: a press of the category already shown is no change of filter.
    await user.click(screen.getByRole('button', { pressed: true }));
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('searchbox'), first.question.nl.slice(0, 3));
    expect(screen.getByRole('button', { name: first.question.nl })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a linked question when the link is followed while no question is shown', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('searchbox'), 'zzzqqq');
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    const linked = faqEntries.find((entry) => entry.category !== defaultFaqCategory);
    if (!linked) throw new Error('A question outside the default category is needed');
    act(() => void router.navigate?.(`/faq#vraag-${linked.id}`));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: linked.question.nl })).toHaveAttribute('aria-expanded', 'true'),
    );
  });
});
