import type { Meta, StoryObj } from '@storybook/react-vite';
import { teamSizes } from '@jobboard/api/contracts/team-size-rules';
import { boardLocales } from '@/modules/story-support';
import { CompanyForm } from './company-form';

const labelled = (locale: 'fr' | 'en') => teamSizes.map((s) => ({ id: s.id, label: s[locale] }));

const meta = {
  title: 'Employer/CompanyForm',
  component: CompanyForm,
  args: { teamSizes: labelled('fr'), onSaved: () => undefined },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 860, padding: 16 }}>
      <CompanyForm {...args} teamSizes={labelled(globals.locale === 'en' ? 'en' : 'fr')} />
    </div>
  ),
} satisfies Meta<typeof CompanyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The create page's empty form. */
export const HospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const HospitalityEn: Story = { ...boardLocales.HospitalityEn };
export const CareersFr: Story = { ...boardLocales.CareersFr };
export const CareersEn: Story = { ...boardLocales.CareersEn };

/** The edit page: a company with names, a description and a website. */
export const Editing: Story = {
  ...boardLocales.CareersEn,
  args: {
    company: {
      id: 7,
      slug: 'bistro-du-quai',
      name: 'Bistro du Quai',
      name_fr: 'Bistro du Quai',
      name_en: 'Harbour Bistro',
      description_fr:
        '<p>Un <strong>bistro</strong> du port.</p><ul><li>Cuisine du marché</li></ul>',
      description_en: '<p>A harbour <em>bistro</em>.</p>',
      video_fr: null,
      video_en: null,
      website: 'https://bistro.example.ca',
      team_size: '11-50',
      logo: null,
      cover_image: null,
      created_at: '2026-11-01T12:00:00.000Z',
      updated_at: '2026-11-01T12:00:00.000Z',
    },
  },
};
