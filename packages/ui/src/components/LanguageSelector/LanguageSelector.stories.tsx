import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '@ankerlicht/content';
import { storyLanguageOptions as options } from '../NavigationMenu/navigationStoryData.ts';
import { LanguageSelector } from './LanguageSelector.tsx';

type Language = Locale;

const meta = {
  title: 'Components/LanguageSelector',
  component: LanguageSelector<Language>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The language switch in the utility bar: one button per language; the current one is `aria-pressed` and ' +
          'drawn pressed. The buttons sit in a GET form and each other language submits it to the same page in that ' +
          'language (`formAction`), so it works before and without JavaScript; with `navigate` the app goes there ' +
          'itself. Each button shows the short code and is named by the language’s own name in that language ' +
          '(`lang`), so screen readers pronounce it right. Tab moves between the buttons; Enter or Space presses one. Pair it with ' +
          'LiveAnnouncement to say the language changed. Do not use it for other choices (use RadioGroup or Select) ' +
          'or with more than a handful of languages.',
      },
    },
  },
  args: { options, value: 'nl', 'aria-label': 'Kies uw taal' },
} satisfies Meta<typeof LanguageSelector<Language>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Kies uw taal' });
    const dutch = within(group).getByRole('button', { name: 'Nederlands' });
    const english = within(group).getByRole('button', { name: 'English' });
    const turkish = within(group).getByRole('button', { name: 'Türkçe' });
    await expect(dutch).toHaveAttribute('aria-pressed', 'true');
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    await expect(turkish).toHaveAttribute('aria-pressed', 'false');
    // Without the app each other language submits the form to its own URL.
    await expect(english).toHaveAttribute('formaction', '/en/faq');
    await expect(english).toHaveAttribute('data-language', 'en');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(turkish).toHaveAttribute('formaction', '/tr/faq');

    await userEvent.tab();
    await expect(dutch).toHaveFocus();
    await userEvent.tab();
    await expect(english).toHaveFocus();
    await userEvent.tab();
    await expect(turkish).toHaveFocus();
  },
};

export const TurkishSelected: Story = {
  args: { value: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('formaction', '/faq');
  },
};

/** With `navigate` (the app's router) a press goes to the language's page without a page load. */
export const ClientSideNavigation: Story = {
  args: { navigate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.navigate).toHaveBeenCalledWith('/en/faq');
  },
};
