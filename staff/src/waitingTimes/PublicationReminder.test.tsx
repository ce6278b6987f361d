import { IntlProvider } from 'react-intl';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicationReminder } from './PublicationReminder.tsx';

/** What published_waiting_times answers: no network in unit tests. */
const backend = vi.hoisted(() => ({
  published: null as unknown,
  failure: null as { message: string; code: string } | null,
  calls: [] as string[],
  answered: 0,
}));
vi.mock('../supabase.ts', () => ({
  supabase: {
    rpc: async (name: string) => {
      backend.calls.push(name);
      await Promise.resolve();
      backend.answered += 1;
      return backend.failure === null ? { data: backend.published, error: null } : { data: null, error: backend.failure };
    },
  },
}));

const published = (asOf: string) => ({
  asOf,
  adults: {
    registration: { min: 3, max: 6, unit: 'month' },
    treatment: { min: 2, max: 4, unit: 'week' },
    headline: 'registration',
  },
  children: {
    registration: { min: 3, max: 5, unit: 'week' },
    treatment: { min: 1, max: 1, unit: 'week', approximate: true },
    headline: { total: { min: 1, max: 1, unit: 'month', approximate: true } },
  },
  urgent: { min: 0, max: 1, unit: 'week' },
});

beforeEach(() => {
  backend.published = published('2026-11-01');
  backend.failure = null;
  backend.calls = [];
  backend.answered = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const reminder = (today?: string) =>
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <PublicationReminder today={today} />
    </IntlProvider>,
  );

/** The answer has come and been drawn: what shows now stays. */
async function answered() {
  await waitFor(() => expect(backend.answered).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const text =
  'De wachttijden op de website zijn van 1 november 2026, meer dan 35 dagen geleden. Publiceer de cijfers van de afgelopen maand.';

describe("the reminder to publish the site's waiting times", () => {
  it('says nothing on the 35th day after the date the figures hold for', async () => {
    reminder('2026-12-06');
    await answered();
    expect(backend.calls).toEqual(['published_waiting_times']);
    expect(screen.queryByText(text)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reminds from the 36th, with a link to the waiting times', async () => {
    reminder('2026-12-07');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wachttijden publiceren' })).toHaveAttribute('href', '/wachttijden');
  });

  it("counts to today's date in Amsterdam: 23:59 there on the 35th day is not yet a reminder, midnight is", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 6 December, 23:59:59 in Amsterdam (UTC+1 in winter).
    vi.setSystemTime(new Date('2026-12-06T22:59:59Z'));
    const { unmount } = reminder();
    await answered();
    expect(screen.queryByText(text)).toBeNull();
    unmount();

    backend.answered = 0;
    vi.setSystemTime(new Date('2026-12-06T23:00:00Z'));
    reminder();
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says nothing when the figures cannot be read', async () => {
    backend.failure = { code: '42501', message: 'staff_session_ended' };
    reminder('2027-03-01');
    await answered();
    expect(screen.queryByText(text)).toBeNull();
  });
});
