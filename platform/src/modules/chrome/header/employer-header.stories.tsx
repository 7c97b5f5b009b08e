import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployerHeader } from './employer-header';

const meta = {
  title: 'Shell/Headers/Employer',
  component: EmployerHeader,
  args: {
    languageHref: '#other-language',
    fullName: 'Marie-Ève Tremblay',
    permissions: ['manage_companies', 'manage_offers', 'manage_candidates'],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmployerHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staffing on the hospitality board, Recruitment on boards with recruitment wording. */
export const SignedIn: Story = {};

/** A member without manage_companies has no Companies entry. */
export const WithoutCompanies: Story = {
  args: { permissions: ['manage_offers', 'manage_candidates'] },
};
