import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Inline } from '../Layout/Layout';
import { type SortDirection, Table } from './Table';

const users = [
  {
    id: 1,
    name: 'Ayesha Khan',
    email: 'ayesha@beaconschool.pk',
    role: 'Admin',
    active: true,
    joined: '2024-02-11',
  },
  {
    id: 2,
    name: 'Bilal Ahmed',
    email: 'bilal@beaconschool.pk',
    role: 'Teacher',
    active: true,
    joined: '2024-05-02',
  },
  {
    id: 3,
    name: 'Fatima Noor',
    email: 'fatima.noor@gmail.com',
    role: 'Student',
    active: false,
    joined: '2023-11-20',
  },
  {
    id: 4,
    name: 'Usman Tariq',
    email: 'usman.t@beaconschool.pk',
    role: 'Student',
    active: true,
    joined: '2024-08-15',
  },
];

type Key = 'name' | 'joined';

function UsersTable({ caption = 'Users' }: { caption?: string }) {
  const [sort, setSort] = useState<{ key: Key; dir: SortDirection }>({
    key: 'name',
    dir: 'ascending',
  });
  const rows = useMemo(() => {
    const sorted = [...users].sort((a, b) => a[sort.key].localeCompare(b[sort.key]));
    return sort.dir === 'descending' ? sorted.reverse() : sorted;
  }, [sort]);
  const toggle = (key: Key) =>
    setSort((s) => ({
      key,
      dir: s.key === key && s.dir === 'ascending' ? 'descending' : 'ascending',
    }));
  const dir = (key: Key): SortDirection => (sort.key === key ? sort.dir : 'none');
  return (
    <Table.Root caption={caption}>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader onSort={() => toggle('name')} sortDirection={dir('name')}>
            Name
          </Table.ColumnHeader>
          <Table.ColumnHeader>Email</Table.ColumnHeader>
          <Table.ColumnHeader>Role</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader onSort={() => toggle('joined')} sortDirection={dir('joined')}>
            Joined
          </Table.ColumnHeader>
          <Table.ColumnHeader align="end">Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((u) => (
          <Table.Row key={u.id}>
            <Table.Cell label="Name">
              <strong>{u.name}</strong>
            </Table.Cell>
            <Table.Cell label="Email">{u.email}</Table.Cell>
            <Table.Cell label="Role">
              <Badge
                tone={u.role === 'Admin' ? 'accent' : u.role === 'Teacher' ? 'primary' : 'neutral'}
              >
                {u.role}
              </Badge>
            </Table.Cell>
            <Table.Cell label="Status">
              <Badge tone={u.active ? 'success' : 'neutral'} dot>
                {u.active ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Cell>
            <Table.Cell label="Joined">{u.joined}</Table.Cell>
            <Table.Cell align="end">
              <Inline gap="2" justify="end">
                <Button size="sm" variant="outline" aria-label={`Edit ${u.name}`}>
                  Edit
                </Button>
                {u.active ? (
                  <Button size="sm" variant="ghost" aria-label={`Deactivate ${u.name}`}>
                    Deactivate
                  </Button>
                ) : null}
              </Inline>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const meta = {
  title: 'UI/Table',
  component: Table.Root,
  render: () => <UsersTable />,
} satisfies Meta<typeof Table.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow).toHaveTextContent('Usman Tariq');
  },
};

export const Narrow: Story = {
  name: 'Stacked (narrow)',
  render: () => (
    <div style={{ maxInlineSize: 360 }}>
      <UsersTable caption="Users (stacked on narrow screens)" />
    </div>
  ),
};
