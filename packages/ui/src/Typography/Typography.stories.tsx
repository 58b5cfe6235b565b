import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Layout';
import { Heading, headingSizes, Prose, Text, textTones } from './Typography';

const meta = {
  title: 'UI/Typography',
  component: Heading,
  args: { children: 'Courses and certifications', size: 'lg', level: 2 },
  argTypes: { size: { control: 'inline-radio', options: headingSizes } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Scale: Story = {
  render: () => (
    <Stack gap="4">
      {headingSizes.map((size) => (
        <Heading key={size} size={size} level={2}>
          {size}: Learn, build and get certified
        </Heading>
      ))}
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}: Body text is 16px with a 1.6 line height for comfortable reading.
        </Text>
      ))}
    </Stack>
  ),
};

export const RichContent: Story = {
  render: () => (
    <Prose
      html={
        '<h2>Photosynthesis</h2><p>Plants turn <strong>light energy</strong> into chemical energy.</p><ul><li>Takes in carbon dioxide</li><li>Releases oxygen</li></ul><blockquote>Estimated time: 15 minutes.</blockquote><p>Formula: <code>6CO2 + 6H2O → C6H12O6 + 6O2</code></p>'
      }
    />
  ),
};
