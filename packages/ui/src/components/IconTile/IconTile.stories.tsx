import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adultComplaintAreas, adultOfferMethods, defaultLocale, icons, type Locale } from '@ankerlicht/content';
import { localizedArgs, storyLocale } from '../private/story/storyLocale.ts';
import { IconTile, iconTileLayouts, type IconTileProps } from './IconTile.tsx';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** Content's palette by name, alphabetically as a module namespace lists them (a story may load every icon; a page only its own). */
type IconName = keyof typeof icons;
const iconNames = Object.keys(icons) as IconName[];

/** IconTile's props with the icon named: the control lists names, and the story draws that name's icon. */
type IconTileStoryArgs = Omit<IconTileProps, 'icon'> & { icon: IconName };

/** Sample content from @ankerlicht/content in the toolbar's language: the adult treatment offer's first method. */
const method = adultOfferMethods[0]!;
const methodSample = (locale: Locale): Pick<IconTileStoryArgs, 'title' | 'children'> => ({
  title: method.title[locale],
  children: <p>{method.description[locale]}</p>,
});

const meta = {
  title: 'Components/IconTile',
  // The docs table shows IconTile's own props; the stories' icon arg is a name, which render turns
  // into the component, so IconTile does not take these args as they are.
  component: IconTile as unknown as ComponentType<IconTileStoryArgs>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An icon, a title and a short text: a treatment method, a complaint area, a way of working. Put several in a ' +
          "Grid rendered as a list. The icon is a lucide-react component from content's palette (`icons` in " +
          '@ankerlicht/content), passed itself rather than by name, so a page loads only the icons it draws; it is ' +
          'decorative: the title carries the meaning. Do not use it for links or actions (use Card with `href`), ' +
          'or for long text (use Card).',
      },
    },
  },
  render: ({ icon, ...args }, { globals }) => <IconTile icon={icons[icon]} {...localizedArgs(args, globals, methodSample)} />,
  args: { icon: 'Brain', ...methodSample(defaultLocale) },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    layout: { control: 'inline-radio', options: iconTileLayouts },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 'none'] },
  },
} satisfies Meta<IconTileStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: method.title.nl })).toBeVisible();
    // The icon is decorative: hidden from assistive technology, and not a Tab stop.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const ComplaintTiles: Story = {
  // The adult treatment offer's first four complaint areas, as tiles without a heading.
  render: (_args, { globals }) => (
    <ul style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', padding: 0 }}>
      {adultComplaintAreas.slice(0, 4).map((area) => (
        <IconTile
          key={area.id}
          as="li"
          layout="inline"
          headingLevel="none"
          icon={area.icon}
          title={area.title[storyLocale(globals)]}
        />
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const AllIcons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }}>
      {iconNames.map((name) => (
        <IconTile key={name} icon={icons[name]} title={name} layout="inline" headingLevel="none" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};
