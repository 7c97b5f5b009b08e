import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBoard } from '@jobboard/tenancy/board-context';
import { BoardLogo, type BoardLogoProps } from './board-logo';

function Story(props: Omit<BoardLogoProps, 'board'>) {
  return <BoardLogo board={useBoard()} {...props} />;
}

const meta = {
  title: 'Branding/BoardLogo',
  component: Story,
  args: { locale: 'fr', maxWidth: 150, creditLabel: 'par Plateforme Emplois' },
} satisfies Meta<typeof Story>;

export default meta;
type S = StoryObj<typeof meta>;

export const Header: S = {};
export const Footer: S = {
  args: { variant: 'light', maxWidth: 175 },
  parameters: { backgrounds: { default: 'dark' } },
  decorators: [(Inner) => <div style={{ background: '#111', padding: 16 }}>{Inner()}</div>],
};
