import type { Meta, StoryObj } from '@storybook/react-vite';
import { CandidateHeader } from './candidate-header';

const meta = {
  title: 'Shell/Headers/Candidate',
  component: CandidateHeader,
  args: { languageHref: '#other-language' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CandidateHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
