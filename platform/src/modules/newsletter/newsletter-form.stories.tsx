import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsletterForm } from './newsletter-form';
import { boardLocales } from '@/modules/story-support';

const meta = {
  title: 'Offers/NewsletterForm',
  component: NewsletterForm,
  render: (args) => (
    <div style={{ maxWidth: 420, padding: 16 }}>
      <NewsletterForm {...args} />
    </div>
  ),
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const HospitalityEn: Story = { ...boardLocales.HospitalityEn };
export const CareersFr: Story = { ...boardLocales.CareersFr };
export const CareersEn: Story = { ...boardLocales.CareersEn };

/** In the dark full footer. */
export const OnDarkFooter: Story = {
  args: { tone: 'dark' },
  render: (args) => (
    <div style={{ maxWidth: 420, padding: 16, background: '#1f2a37', color: '#fff' }}>
      <NewsletterForm {...args} />
    </div>
  ),
};
