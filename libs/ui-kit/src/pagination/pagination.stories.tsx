import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination } from '@playfront/ui-kit';
import type { PaginationProps } from '@playfront/ui-kit';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Pagination',
  tags: ['autodocs'],
  component: Pagination,
  args: { pageCount: 10, page: 0, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Middle: Story = { args: { page: 5 } };
export const LastPage: Story = { args: { page: 9 } };
export const FewPages: Story = { args: { pageCount: 3, page: 1 } };
export const SinglePage: Story = { args: { pageCount: 1 } };
export const Dark: Story = { args: { page: 5 }, parameters: { theme: 'dark' } };
export const Light: Story = { args: { page: 5 }, parameters: { theme: 'light' } };
export const Catalogue: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Controlled {...args} label="First page" page={0} />
      <Controlled {...args} label="Middle page" page={5} />
      <Controlled {...args} label="Last page" page={9} />
      <Controlled {...args} label="Wide range" pageCount={50} page={25} pageRange={5} marginPages={2} />
    </div>
  ),
};
