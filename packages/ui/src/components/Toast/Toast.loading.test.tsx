import { act, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { createToastQueue } from './toastQueue.ts';
import { ToastProvider } from './Toast.tsx';

// The region is fetched with the first toast; this stands in for a fetch that fails (offline).
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./ToastRegion.tsx', async (importOriginal) => {
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

it('a region that cannot be fetched keeps the page, and the next toast tries again', async () => {
  // React reports the error it caught; the test is about what the visitor sees.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const queue = createToastQueue();
  renderWithIntl(
    <ToastProvider queue={queue}>
      <p>Pagina</p>
    </ToastProvider>,
  );
  await act(async () => {
    queue.add({ tone: 'info', title: 'Eerste' });
  });
  await vi.waitFor(() => expect(reported).toHaveBeenCalled());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByText('Pagina')).toBeInTheDocument();

  network.offline = false;
  act(() => {
    queue.add({ tone: 'critical', title: 'Tweede' });
  });
  expect(await screen.findByRole('alertdialog', { name: 'Tweede' }, { timeout: 10_000 })).toBeInTheDocument();
});
