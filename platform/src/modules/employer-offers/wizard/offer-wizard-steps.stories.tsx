import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import { useLocale } from 'next-intl';
import { minimumWageOn } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';
import {
  boardLocales,
  storyCities,
  storySchedules,
  storySpecializations,
} from '@/modules/story-support';
import { AttributesStep } from './attributes-step';
import { DetailsStep } from './details-step';
import { SpecificationsStep } from './specifications-step';
import type { WizardOptions } from './wizard-options';
import { wizardValues } from './wizard-values';

const options: WizardOptions = {
  companies: [
    { id: 1, name: { fr: 'Auberge du Lac', en: 'Lakeside Inn' } },
    { id: 2, name: { fr: 'Bistro Saint-Roch', en: null } },
  ],
  attributes: [
    {
      id: 201,
      _id: 201,
      type: 'category',
      label: { fr: 'Restauration', en: 'Food service' },
      slug: { fr: 'restauration', en: 'food-service' },
    },
    ...storySpecializations,
    ...storySchedules,
    {
      id: 301,
      _id: 301,
      type: 'skill',
      label: { fr: 'Service aux tables', en: 'Table service' },
      slug: { fr: 'service', en: 'service' },
    },
  ],
  experiences: [
    { id: 1, label: { fr: 'Aucune', en: 'None' } },
    { id: 2, label: { fr: '1 à 2 ans', en: '1 to 2 years' } },
  ],
  cities: storyCities.map((c) => ({ id: c.id, label: c.label })),
  minimumWage: minimumWageOn('2025-06-01'),
};

type Step = 'details' | 'attributes' | 'specifications';

/** One wizard step as the page shows it, filled as if the employer had typed a little. */
function StepStory({ step }: { step: Step }) {
  const locale = useLocale() as 'fr' | 'en';
  const values = wizardValues(null, { locale, companyId: 1 });
  values.details.title_fr = 'Cuisinier de soir';
  values.attributes.schedule_ids = [scheduleAttributeId.fullTime];
  values.specifications.salary_min = '19.50';
  const common = { offerId: 12, options, onSaved: () => undefined, onBack: () => undefined };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 840 }}>
      {step === 'details' ? <DetailsStep {...common} defaultValues={values.details} /> : null}
      {step === 'attributes' ? (
        <AttributesStep {...common} defaultValues={values.attributes} />
      ) : null}
      {step === 'specifications' ? (
        <SpecificationsStep
          {...common}
          defaultValues={values.specifications}
          initialAddress={null}
        />
      ) : null}
    </Paper>
  );
}

const meta = {
  title: 'Employer/OfferWizardSteps',
  component: StepStory,
  args: { step: 'details' },
} satisfies Meta<typeof StepStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DetailsHospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const DetailsCareersEn: Story = { ...boardLocales.CareersEn };
export const AttributesHospitalityFr: Story = {
  ...boardLocales.HospitalityFr,
  args: { step: 'attributes' },
};
export const AttributesCareersEn: Story = {
  ...boardLocales.CareersEn,
  args: { step: 'attributes' },
};
export const SpecificationsHospitalityFr: Story = {
  ...boardLocales.HospitalityFr,
  args: { step: 'specifications' },
};
export const SpecificationsCareersEn: Story = {
  ...boardLocales.CareersEn,
  args: { step: 'specifications' },
};
