import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, LinkButton } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Navigation to another page or site. Internal paths go through the router; absolute http(s) links open in a ' +
          'new tab, show an icon and say so to screen readers in the visitor’s language; tel: and mailto: links stay ' +
          'in the tab. Tab focuses the link and Enter follows it (Space does not, as with native links). Use `isQuiet` ' +
          'only in navigation lists and cards where the context shows it is a link, and LinkButton for a call to action ' +
          'that goes to another page. Do not use a link for an action on the page: use Button.',
      },
    },
  },
  args: { href: '/contact', children: 'Neem contact met ons op', onPress: fn() },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Neem contact met ons op' });
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const External: Story = {
  args: { href: 'https://www.zorgkaartnederland.nl', children: 'Bekijk ons op ZorgkaartNederland', onPress: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Bekijk ons op ZorgkaartNederland/ });
    // Marked as leaving the site, for sighted visitors (icon) and screen readers (text).
    await expect(link).toHaveAccessibleName('Bekijk ons op ZorgkaartNederland (opent in een nieuw tabblad)');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Phone: Story = {
  // The brand's number (packages/content/src/brand.ts), written as the site writes its tel: links.
  args: { href: 'tel:0207654321', children: 'Bel 020-765 43 21' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Bel 020-765 43 21' });
    // tel: is not external: no new tab, no extra text.
    await expect(link).not.toHaveAttribute('target');
    await expect(link.querySelector('svg')).toBeNull();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Quiet: Story = {
  args: { isQuiet: true, children: 'Veelgestelde vragen', href: '/veelgestelde-vragen' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Veelgestelde vragen' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const AsButton: Story = {
  render: (args) => (
    <LinkButton href="/aanmelden" onPress={args.onPress}>
      Aanmelden
    </LinkButton>
  ),
  play: async ({ args, canvasElement }) => {
    // Looks like a button, is still a link.
    const link = within(canvasElement).getByRole('link', { name: 'Aanmelden' });
    await expect(link).toHaveAttribute('href', '/aanmelden');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
