import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Grid, Inline } from '../Layout/Layout';
import { Text } from '../Typography/Typography';
import { Card, cardVariants } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card.Root,
  args: { variant: 'elevated' },
  argTypes: { variant: { control: 'inline-radio', options: cardVariants } },
  render: (args) => (
    <Card.Root {...args} style={{ maxInlineSize: 380 }}>
      <Card.Header>
        <Inline gap="2">
          <Badge tone="primary">Beginner</Badge>
          <Badge>24 hours</Badge>
        </Inline>
        <Card.Title>Introduction to Robotics</Card.Title>
        <Card.Description>Build and program your first robot with Arduino.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Text tone="muted" size="sm">
          Hands-on lessons covering sensors, motors and simple control loops. Suitable for grades 6
          to 10.
        </Text>
      </Card.Body>
      <Card.Footer>
        <Text weight="bold">PKR 6,500</Text>
        <Button size="sm" style={{ marginInlineStart: 'auto' }}>
          Enroll Now
        </Button>
      </Card.Footer>
    </Card.Root>
  ),
} satisfies Meta<typeof Card.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Outline: Story = { args: { variant: 'outline' } };
export const Subtle: Story = { args: { variant: 'subtle' } };
export const Interactive: Story = { args: { interactive: true } };

export const Grid3: Story = {
  name: 'Grid',
  render: (args) => (
    <Grid min="16rem">
      {['Mathematics', 'Physics', 'Computer Science'].map((title) => (
        <Card.Root key={title} {...args}>
          <Card.Header>
            <Card.Title>{title}</Card.Title>
            <Card.Description>Grade 9 · 12 lessons</Card.Description>
          </Card.Header>
          <Card.Body>
            <Text size="sm" tone="muted">
              Published course with quizzes and downloadable notes.
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Grid>
  ),
};
