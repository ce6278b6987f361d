import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '@ankerlicht/content';
import { storyLanguageOptions as options } from '../NavigationMenu/navigationStoryData.ts';
import { LanguageSelector, type LanguageSelectorProps } from './LanguageSelector.tsx';

type Language = Locale;

/** Holds the chosen language, as the site's locale provider does. */
function Stateful(args: LanguageSelectorProps<Language>) {
  const [value, setValue] = useState(args.value);
  return (
    <LanguageSelector
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/LanguageSelector',
  component: LanguageSelector<Language>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The language switch in the utility bar and the mobile menu: one toggle button per language, the current ' +
          'one pressed. Each button shows the short code and is named by the language’s own name in that language ' +
          '(`lang`), so screen readers pronounce it right. Tab moves between the buttons; Enter or Space chooses a ' +
          'language; pressing the current one does nothing. Pair it with LiveAnnouncement to say the language changed. ' +
          'Do not use it for other choices (use RadioGroup or Select) or with more than a handful of languages.',
      },
    },
  },
  args: { options, value: 'nl', onChange: fn(), 'aria-label': 'Kies uw taal' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguageSelector<Language>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Kies uw taal' });
    const dutch = within(group).getByRole('button', { name: 'Nederlands' });
    const english = within(group).getByRole('button', { name: 'English' });
    await expect(dutch).toHaveAttribute('aria-pressed', 'true');
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    await expect(english).toHaveAttribute('lang', 'en');

    await userEvent.tab();
    await expect(dutch).toHaveFocus();
    // The current language: no change.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(english).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(dutch).toHaveAttribute('aria-pressed', 'false');
  },
};

export const TurkishSelected: Story = {
  args: { value: 'tr' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('nl');
    await expect(canvas.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-pressed', 'true');
  },
};
