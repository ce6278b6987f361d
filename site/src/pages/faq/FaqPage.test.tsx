import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultFaqCategory, faqEntries } from '@ankerlicht/content';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { loadMessages } from '../../i18n/messageBundles.ts';
import FaqPage from './FaqPage.tsx';

/** Renders of the page's filters, counted through the design system's SearchField. */
const searchRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@ankerlicht/ui', async (importOriginal) => {
  const original = await importOriginal<typeof import('@ankerlicht/ui')>();
  return {
    ...original,
    SearchField: ((props) => {
      searchRenders.count += 1;
      return original.SearchField(props);
    }) as typeof original.SearchField,
  };
});

beforeAll(() => loadMessages('nl'));

describe('the FAQ page', () => {
  // Opening an answer is one of the bench's presses (npm run bench -- --inp): on a slow phone its
  // next paint waited for the whole page, filters and head included, to render again.
  it('opens a question without rendering the filters again', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <LocaleProvider>
          <FaqPage />
        </LocaleProvider>
      </MemoryRouter>,
    );
    const first = faqEntries.find((entry) => entry.category === defaultFaqCategory);
    if (!first) throw new Error('The default category needs a question');
    const question = screen.getByRole('button', { name: first.question.nl });
    const before = searchRenders.count;
    expect(before).toBeGreaterThan(0);
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(searchRenders.count).toBe(before);
  });
});
