import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Container, containerSizes, Grid, Inline, Stack } from './Layout';

function Box({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: 12,
        borderRadius: 8,
        border: '1px dashed currentColor',
        textAlign: 'center',
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'UI/Layout',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { size: 'default' },
  argTypes: { size: { control: 'inline-radio', options: containerSizes } },
  render: (args) => (
    <Container {...args} style={{ paddingBlock: 24 }}>
      <Stack gap="6">
        <Box>Container ({args.size})</Box>
        <Inline gap="3">
          <Box>Inline</Box>
          <Box>wraps</Box>
          <Box>on small screens</Box>
        </Inline>
        <Grid min="12rem" gap="4">
          {['One', 'Two', 'Three', 'Four'].map((n) => (
            <Box key={n}>Grid {n}</Box>
          ))}
        </Grid>
      </Stack>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: 'narrow' } };
