import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import { markConsentOnPage } from '@/modules/chrome';
import { AdSlot, type AdZoneName } from './ad-slot';
import { boardLocales } from '@/modules/story-support';

/**
 * The slot with the preview's board and wording, as the search pages pass them; `consented`
 * answers the cookie banner for it.
 */
function Slot({
  zone,
  consented,
  locale,
}: {
  zone: AdZoneName;
  consented: boolean;
  locale: Locale;
}) {
  const board = useBoard();
  useEffect(() => markConsentOnPage(consented ? 'accepted' : 'refused'), [consented]);
  const ad = (useMessages() as { offers: { ad: Record<string, string> } }).offers.ad;
  const text = {
    label: ad.label ?? '',
    houseTitle: ad.houseTitle ?? '',
    houseText: (ad.houseText ?? '').replace('{professionals}', board.professionalWording[locale]),
    houseAction: ad.houseAction ?? '',
    houseHref: pathFor(locale, '/employer/create-offer'),
  };
  return <AdSlot zone={zone} ads={{ zones: board.adZones, server: board.adServer }} text={text} />;
}

const meta = {
  title: 'Offers/AdSlot',
  component: Slot,
  args: { zone: 'bigBox', consented: true, locale: 'fr' },
  render: (args, { globals }) => <Slot {...args} locale={globals.locale === 'en' ? 'en' : 'fr'} />,
  parameters: {
    docs: {
      description: {
        component:
          "Reserved fixed-size box per ad zone: the board's house promotion until consent (and on a board without an ad server), then the ad server's asynchronous tag fills it lazily. The careers board has no ad zones, so nothing renders there.",
      },
    },
  },
} satisfies Meta<typeof Slot>;
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
