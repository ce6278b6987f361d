import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One choice out of a few options that are all visible (gender, location). ' +
          'Do not use it for more than about six options (Select), for yes/no consent (Checkbox), or to pick several (a checkbox group).',
      },
    },
  },
  args: {
    label: 'Locatie',
    onChange: fn(),
    children: [
      <Radio key="amsterdam" value="amsterdam">
        Amsterdam
      </Radio>,
      <Radio key="zaandam" value="zaandam">
        Zaandam
      </Radio>,
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Amsterdam' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Zaandam' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('zaandam');
    // Tab leaves the group instead of visiting every option.
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Geslacht',
    orientation: 'horizontal',
    children: [
      <Radio key="male" value="male">
        Man
      </Radio>,
      <Radio key="female" value="female">
        Vrouw
      </Radio>,
      <Radio key="other" value="other">
        Anders
      </Radio>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Anders' })).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { description: 'Waar wilt u het liefst behandeld worden?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Waar wilt u het liefst behandeld worden?',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Locatie' })).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, description: 'Waar wilt u het liefst behandeld worden?', errorMessage: 'Kies een locatie' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Locatie' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Waar wilt u het liefst behandeld worden? Fout: Kies een locatie');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Amsterdam' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'amsterdam' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Zaandam' })).toBeDisabled();
  },
};
