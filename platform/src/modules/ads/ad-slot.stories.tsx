import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdSlot } from './ad-slot';
import { boardLocales } from '@/modules/story-support';

const meta = {
  title: 'Offers/AdSlot',
  component: AdSlot,
  args: { zone: 'bigBox', consented: true },
  parameters: {
    docs: {
      description: {
        component:
          "Reserved fixed-size box per ad zone: the board's house promotion until consent (and on a board without an ad server), then the ad server's asynchronous tag fills it lazily. The careers board has no ad zones, so nothing renders there.",
      },
    },
  },
} satisfies Meta<typeof AdSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const HospitalityEn: Story = { ...boardLocales.HospitalityEn };
/** No ad zones on this board: the slot is absent. */
export const CareersFr: Story = { ...boardLocales.CareersFr };
export const CareersEn: Story = { ...boardLocales.CareersEn };
export const Leaderboard: Story = { args: { zone: 'leaderboard' } };
export const Mobile: Story = {
  args: { zone: 'mobile' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
/** Before the visitor accepts cookies no ad code runs: the house promotion holds the space. */
export const WithoutConsent: Story = { args: { consented: false } };
