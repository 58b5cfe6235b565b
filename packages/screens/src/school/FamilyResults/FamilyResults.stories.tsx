import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { myResultsFixture, studentResultFixture } from '../_exams/fixtures';
import { FamilyResultsView } from './FamilyResults';

const meta = {
  title: 'Screens/School/FamilyResults',
  component: FamilyResultsView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: { results: myResultsFixture, onToggle: fn(), onDownload: fn(), onRetry: fn() },
} satisfies Meta<typeof FamilyResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsParent: Story = {};

export const Opened: Story = { args: { openKey: '1:100', detail: studentResultFixture } };

export const Empty: Story = { args: { results: [] } };

export const Loading: Story = { args: { results: null, loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { results: null, error: 'The exams could not be loaded.' },
};
