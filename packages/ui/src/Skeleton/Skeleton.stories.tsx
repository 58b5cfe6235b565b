import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Grid, Inline, Stack } from '../Layout/Layout';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', width: '16rem', height: '6rem' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TextLines: Story = { args: { lines: 3, width: '100%' } };

export const Loading: Story = {
  render: () => (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading courses</VisuallyHidden>
      <Grid min="15rem">
        {[1, 2, 3].map((n) => (
          <Card.Root key={n}>
            <Card.Body>
              <Stack gap="3">
                <Inline gap="2">
                  <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
                  <Skeleton shape="text" width="50%" />
                </Inline>
                <Skeleton lines={3} />
                <Skeleton height="2.5rem" width="8rem" />
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Grid>
    </div>
  ),
};
