import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, Stack } from '../Layout/Layout';
import { Heading } from '../Typography/Typography';
import { gallerySections } from './sections';

function Gallery() {
  return (
    <div>
      {gallerySections.map((section) =>
        section.bleed ? (
          <div key={section.id}>{section.render()}</div>
        ) : (
          <Container key={section.id} asChild>
            <section aria-labelledby={`gallery-${section.id}`} style={{ paddingBlock: '2rem' }}>
              <Stack gap="4">
                <Heading id={`gallery-${section.id}`} size="sm" level={2}>
                  {section.title}
                </Heading>
                {section.render()}
              </Stack>
            </section>
          </Container>
        ),
      )}
    </div>
  );
}

const meta = {
  title: 'UI/Gallery',
  component: Gallery,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every widget on one page: switch themes in the toolbar for a catalogue screenshot per theme. */
export const Default: Story = {};
