import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from 'next-intl';
import { PaginationView } from './pagination-view';
import { storyListText } from '../text/story-text';
import { boardLocales } from '@/modules/story-support';

type Tree = Parameters<typeof storyListText>[0];

/** The pages as links to each page of the search. */
function Pages(props: { page: number; lastPage: number; query: string }) {
  const text = storyListText(useMessages() as Tree).pagination;
  return <PaginationView {...props} text={text} locale="fr" />;
}

const meta = {
  title: 'Offers/OfferPagination',
  component: Pages,
  args: { page: 3, lastPage: 12, query: 'city=laval' },
} satisfies Meta<typeof Pages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const HospitalityEn: Story = { ...boardLocales.HospitalityEn };
export const CareersFr: Story = { ...boardLocales.CareersFr };
export const CareersEn: Story = { ...boardLocales.CareersEn };

/** One page of results: nothing is rendered (spec section 9). */
export const SinglePage: Story = { args: { page: 1, lastPage: 1 } };
