import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { FeatureGrid, featureGridColumns } from './FeatureGrid';

const meta = {
  title: 'UI/FeatureGrid',
  component: FeatureGrid,
  args: {
    columns: '3',
    items: [
      {
        id: 'ai-robotics',
        icon: <Icon name="bot" size={24} />,
        title: 'AI & Robotics',
        text: 'Robotics kits, AI clubs and teacher training for grades 4 to 12.',
      },
      {
        id: 'stem',
        icon: <Icon name="cpu" size={24} />,
        title: 'STEM Labs',
        text: 'Turn-key science and electronics labs designed for Pakistani curricula.',
      },
      {
        id: 'business',
        icon: <Icon name="barChart" size={24} />,
        title: 'Business Software',
        text: 'Fees, attendance and reports in one place with Watni Nexus.',
      },
      {
        id: 'smart-home',
        icon: <Icon name="home" size={24} />,
        title: 'Smart Home',
        text: 'Automation for campuses and homes: lighting, access and energy.',
      },
      {
        id: 'agriculture',
        icon: <Icon name="leaf" size={24} />,
        title: 'Agriculture',
        text: 'Sensors and dehydrators that help farms reduce waste.',
      },
      {
        id: 'automation',
        icon: <Icon name="layers" size={24} />,
        title: 'Automation',
        text: 'Workflow automation for offices, clinics and shops.',
      },
    ],
  },
  argTypes: { columns: { control: 'inline-radio', options: featureGridColumns } },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    columns: '2',
    items: [
      {
        icon: <Icon name="graduationCap" size={24} />,
        title: 'Education',
        text: 'Admissions, classes, exams and report cards.',
        action: (
          <Button size="sm" variant="outline">
            Contact Sales
          </Button>
        ),
      },
      {
        icon: <Icon name="heartPulse" size={24} />,
        title: 'Healthcare',
        text: 'Patients, appointments and billing for clinics.',
        action: (
          <Button size="sm" variant="outline">
            Contact Sales
          </Button>
        ),
      },
    ],
  },
};
