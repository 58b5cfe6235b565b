import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { Stack } from '../Layout/Layout';
import { StatTile } from '../StatTile/StatTile';
import { Hero, heroTones } from './Hero';

const meta = {
  title: 'UI/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    tone: 'brand',
    eyebrow: '14-day free trial · No credit card',
    title: 'Affordable Pricing for Pakistan',
    subtitle:
      'One platform for your courses, students, fees and reports, priced for Pakistani schools and academies.',
    actions: (
      <>
        <Button size="lg" variant="accent" asChild>
          <a href="#register">Get Started</a>
        </Button>
        <Button size="lg" variant="secondary" asChild>
          <a href="#contact">Contact Sales</a>
        </Button>
      </>
    ),
    highlights: [
      { value: '500+', label: 'Students trained' },
      { value: '50+', label: 'Courses' },
      { value: '98%', label: 'Satisfaction' },
    ],
  },
  argTypes: { tone: { control: 'inline-radio', options: heroTones } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Subtle: Story = {
  args: {
    tone: 'subtle',
    actions: (
      <>
        <Button size="lg" asChild>
          <a href="#register">Get Started</a>
        </Button>
        <Button size="lg" variant="outline" asChild>
          <a href="#contact">Contact Sales</a>
        </Button>
      </>
    ),
  },
};

export const WithMedia: Story = {
  args: {
    eyebrow: 'Watni Nexus',
    title: 'Run your whole school from one place',
    subtitle: 'Admissions, courses, fees and reports for education, healthcare and retail.',
    highlights: undefined,
    media: (
      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <StatTile
              label="Active students"
              value="1,248"
              icon={<Icon name="graduationCap" size={22} />}
              trend={{ direction: 'up', label: '+8% this term' }}
            />
            <StatTile
              label="Fees collected"
              value="PKR 4.2M"
              tone="success"
              icon={<Icon name="creditCard" size={22} />}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    ),
  },
};

export const Centered: Story = { args: { align: 'center', tone: 'plain', highlights: undefined } };
