import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OfferPagination } from './offer-pagination';
import { boardLocales } from '@/modules/story-support';

const meta = {
  title: 'Offers/OfferPagination',
  component: OfferPagination,
  args: { page: 3, lastPage: 12, query: 'city=laval' },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <OfferPagination {...args} page={page} onChange={setPage} />;
  },
} satisfies Meta<typeof OfferPagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const HospitalityEn: Story = { ...boardLocales.HospitalityEn };
export const CareersFr: Story = { ...boardLocales.CareersFr };
export const CareersEn: Story = { ...boardLocales.CareersEn };

/** One page of results: nothing is rendered (spec section 9). */
export const SinglePage: Story = { args: { page: 1, lastPage: 1 } };
