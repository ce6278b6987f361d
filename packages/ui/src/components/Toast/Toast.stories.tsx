import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, preloadToasts, useToasts } from './Toast.tsx';
import { toastTones, type ToastContent, type ToastTone } from './toastQueue.ts';

const examples: Record<ToastTone, ToastContent> = {
  info: { tone: 'info', title: 'Taal gewijzigd', description: 'De website is nu in het Nederlands.' },
  success: { tone: 'success', title: 'Uw aanmelding is verstuurd!', description: 'We nemen zo snel mogelijk contact met u op.' },
  critical: {
    tone: 'critical',
    title: 'Formulier is niet volledig ingevuld',
    description: 'Controleer de velden met een foutmelding.',
  },
  progress: { tone: 'progress', title: 'Bezig met versturen...', description: 'Uw formulier en bestand worden verwerkt...' },
};

function AddToastButtons({ tones }: { tones: readonly ToastTone[] }) {
  const toasts = useToasts();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Button key={tone} variant="secondary" onPress={() => toasts.add(examples[tone])}>
          {`Toon ${tone}`}
        </Button>
      ))}
    </div>
  );
}

/** What the registration form does: a progress toast while sending, updated in place with the outcome. */
function SubmitWithProgress({ outcome }: { outcome: 'success' | 'critical' }) {
  const toasts = useToasts();
  const submit = () => {
    const id = toasts.add(examples.progress);
    setTimeout(() => {
      toasts.update(
        id,
        outcome === 'success'
          ? examples.success
          : {
              tone: 'critical',
              title: 'Er ging iets mis bij het versturen van uw aanmelding. Probeer het later opnieuw.',
              description: 'Het uploaden van de verwijsbrief is mislukt.',
            },
      );
    }, 1200);
  };
  return <Button onPress={submit}>Verstuur aanmelding</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short message that appears at the bottom of the screen and goes away by itself after 5 seconds: "sending", "sent", "something went wrong". ' +
          'One at a time; it waits while hovered or focused; swipe it right or press its close button to dismiss it; F8 moves focus to it. ' +
          'Wrap the app in ToastProvider and call useToasts().add / update / dismiss / remove. ' +
          'Do not use it for field errors (they go under the field and in the ErrorSummary), for anything the visitor must act on, ' +
          'or for information that has to stay on the page (use a Notice).',
      },
    },
  },
  args: { children: null },
  // The region's code is fetched with the first toast; fetched up front, a cold dev server's
  // transform cannot race a play function's wait for the toast.
  beforeEach: () => preloadToasts(),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ToastProvider>
      <AddToastButtons tones={['info']} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Toon info' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog', { name: 'Taal gewijzigd' });
    await expect(toast).toHaveAccessibleDescription('De website is nu in het Nederlands.');
    // F8 jumps to the toast; Tab reaches its close button; Enter closes it and focus goes back.
    await userEvent.keyboard('{F8}');
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Melding sluiten' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Tones: Story = {
  render: () => (
    <ToastProvider>
      <AddToastButtons tones={toastTones} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of toastTones) {
      canvas.getByRole('button', { name: `Toon ${tone}` }).focus();
      await userEvent.keyboard('{Enter}');
      const toast = await screen.findByRole('alertdialog', { name: examples[tone].title });
      await expect(toast).toHaveAttribute('data-tone', tone);
      // One at a time: the new toast replaced the previous one.
      await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    }
  },
};

export const ProgressBecomesSuccess: Story = {
  render: () => (
    <ToastProvider>
      <SubmitWithProgress outcome="success" />
    </ToastProvider>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const progress = await screen.findByRole('alertdialog', { name: 'Bezig met versturen...' });
    await userEvent.keyboard('{F8}');
    await expect(progress).toHaveFocus();
    const success = await screen.findByRole('alertdialog', { name: 'Uw aanmelding is verstuurd!' }, { timeout: 3000 });
    // Updated in place: the same element, still focused.
    await expect(success).toBe(progress);
    await expect(success).toHaveFocus();
  },
};

export const ProgressBecomesError: Story = {
  render: () => (
    <ToastProvider>
      <SubmitWithProgress outcome="critical" />
    </ToastProvider>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog', { name: /Er ging iets mis/ }, { timeout: 3000 });
    await expect(toast).toHaveAttribute('data-tone', 'critical');
    await expect(toast).toHaveAccessibleDescription('Het uploaden van de verwijsbrief is mislukt.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <ToastProvider>
      <AddToastButtons tones={['critical']} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toon critical' }));
    const toast = await screen.findByRole('alertdialog');
    // Full width on a phone, minus the page margins.
    await expect(toast.getBoundingClientRect().width).toBeGreaterThan(300);
    // At the top, under the sticky header, not over the bottom of the screen where the field being
    // filled in and the submit button are.
    await expect(toast.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 3);
  },
};
