import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../_storybook/decorators';
import { classes, students } from '../fixtures';
import { StudentListView } from './StudentList';

const meta = {
  title: 'Screens/School/StudentList',
  component: StudentListView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    students,
    total: 62,
    classes,
    search: '',
    onSearchChange: fn(),
    classId: null,
    onClassChange: fn(),
    sectionId: null,
    onSectionChange: fn(),
    hasMore: true,
    onLoadMore: fn(),
    canImport: true,
    onRetry: fn(),
    exportMenu: { onExport: fn() },
  },
} satisfies Meta<typeof StudentListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search'), 'a');
    await expect(args.onSearchChange).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Import students' })).toBeVisible();
  },
};

/** The Export menu: CSV or Excel of the filtered list. */
export const ExportExcel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export (Students)' }));
    const menu = within(document.body);
    // The popover fades in: visible once its opening animation has run.
    const csv = await menu.findByRole('button', { name: /CSV/ });
    await waitFor(() => expect(csv).toBeVisible(), { timeout: 5000 });
    await userEvent.click(menu.getByRole('button', { name: /Excel/ }));
    await expect(args.exportMenu?.onExport).toHaveBeenCalledWith('xlsx');
  },
};

export const ExportBusy: Story = { args: { exportMenu: { onExport: fn(), busy: true } } };

export const ExportFailed: Story = {
  args: {
    exportMenu: { onExport: fn(), error: 'The file could not be downloaded. Try again.' },
  },
};

/** The menu open in Urdu, right to left. */
export const ExportUrdu: Story = {
  globals: { locale: 'ur' },
  args: { exportMenu: { onExport: fn(), defaultOpen: true } },
  play: async () => {
    const menu = within(document.body);
    const excel = await menu.findByRole('button', { name: /ایکسل/ });
    await waitFor(() => expect(excel).toBeVisible(), { timeout: 5000 });
  },
};

export const Teacher: Story = {
  args: { canImport: false, students: students.slice(0, 3), total: 3, hasMore: false },
};

/** More students after these: "Load more" asks for the next page. */
export const LoadMore: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${students.length} of 62 students shown`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = { args: { loadingMore: true } };

export const LoadMoreFailed: Story = {
  args: { loadMoreFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeEnabled();
  },
};

/** Every student loaded: no button. */
export const AllLoaded: Story = {
  args: { total: students.length, hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** "Load more" on a phone (Storybook's mobile viewport), in Urdu, right to left. */
export const LoadMoreMobileUrdu: Story = {
  globals: { locale: 'ur', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'مزید دکھائیں' })).toBeVisible();
  },
};

export const FilteredBySection: Story = { args: { classId: 5, sectionId: 9 } };

export const Empty: Story = { args: { students: [], total: 0, hasMore: false, search: 'zz' } };

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = {
  name: 'Error',
  args: { error: 'The school records could not be loaded.' },
};

/** The students table in Urdu, right to left: numbers and phones keep their order. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('طلبہ');
  },
};
