import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from './contact-form';

/** The form in the toolbar's language; submitting shows the client-side field errors. */
const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  // Wording comes from Storybook's preview, as for every story.
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
