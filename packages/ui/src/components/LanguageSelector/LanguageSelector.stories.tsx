import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
          'The language switch in the utility bar: one link per language to the same page in that language, so it ' +
          'works before and without JavaScript; the current one is marked `aria-current` and drawn pressed. Each ' +
          'link shows the short code and is named by the language’s own name in that language (`lang`), ' +
          'so screen readers pronounce it right. Tab moves between the links; Enter follows one. Pair it with ' +
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
    const dutch = within(group).getByRole('link', { name: 'Nederlands' });
    const english = within(group).getByRole('link', { name: 'English' });
    const turkish = within(group).getByRole('link', { name: 'Türkçe' });
    await expect(dutch).toHaveAttribute('aria-current', 'true');
    await expect(english).not.toHaveAttribute('aria-current');
    await expect(english).toHaveAttribute('href', '/en/faq');
    await expect(english).toHaveAttribute('data-language', 'en');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(turkish).toHaveAttribute('href', '/tr/faq');

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
    await expect(canvas.getByRole('link', { name: 'Türkçe' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Nederlands' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('href', '/faq');
  },
};
