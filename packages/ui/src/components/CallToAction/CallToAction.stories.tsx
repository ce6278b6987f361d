import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { departments } from '@ankerlicht/content';
import { CallToAction } from './CallToAction.tsx';

const adultLink = { href: '/aanmelden-volwassenen', label: 'Aanmelden voor volwassenen' };
const childLink = { href: '/aanmelden-kind-jeugd', label: 'Aanmelden voor kind en jeugd' };

const meta = {
  title: 'Components/CallToAction',
  component: CallToAction,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The block that ends the information pages: a title, a short text and buttons to register, for adults, for ' +
          'children and youth, or both, optionally with the current waiting time. The page passes every text, ' +
          "translated; `department` puts that department's link first as the one primary button. " +
          'Use it once per page, at the end. Do not use it for other actions (use Button or LinkButton).',
      },
    },
  },
  args: {
    department: 'adults',
    title: 'Klaar om u aan te melden?',
    text: <p>Meld u online aan met de verwijsbrief van uw huisarts. Wij nemen daarna contact met u op.</p>,
    adultLink,
    childLink,
  },
  argTypes: { department: { control: 'inline-radio', options: departments } },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Klaar om u aan te melden?' })).toBeVisible();
    // On an adults' page only the adult link shows.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Aanmelden voor volwassenen' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/aanmelden-volwassenen');
  },
};

export const Children: Story = {
  args: {
    department: 'children',
    title: 'Uw kind aanmelden',
    text: <p>Voor kinderen en jongeren tot 23 jaar. De gemeente betaalt de zorg.</p>,
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/aanmelden-kind-jeugd']);
  },
};

export const BothDepartmentsWithWaitingTime: Story = {
  args: {
    department: 'children',
    showAdultLink: true,
    showChildLink: true,
    showWaitingTime: true,
    title: 'Aanmelden',
    waitingTime: {
      text: 'Wachttijd kind en jeugd: ongeveer 1 maand',
      link: { href: '/kind-jeugd/wachttijd', label: 'Meer over de wachttijd' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wachttijd kind en jeugd: ongeveer 1 maand')).toBeVisible();
    // Keyboard order: the waiting-time link, then the department's own registration link, then the other.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Meer over de wachttijd' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aanmelden voor kind en jeugd' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aanmelden voor volwassenen' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { showAdultLink: true, showChildLink: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('link');
    // Stacked, full-width buttons.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
    await expect(first!.getBoundingClientRect().width).toBe(second!.getBoundingClientRect().width);
  },
};
