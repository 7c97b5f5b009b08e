import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { PrivacyNotice, usePrivacyNotice } from '@/modules/privacy-notice';
import { boardLocales } from '@/modules/story-support';
import { NewsletterForm } from './newsletter-form';

/** The wording the server hands the island, from Storybook's providers. */
function Story({ tone }: { tone?: 'light' | 'dark' }) {
  const board = useBoard();
  const locale = useLocale() as Locale;
  const t = useTranslations('offers.newsletter');
  const http = useTranslations('http');
  const notice = usePrivacyNotice('newsletter');
  return (
    <NewsletterForm
      boardKey={board.key}
      locale={locale}
      tone={tone ?? 'light'}
      notice={<PrivacyNotice {...notice} tone={tone === 'dark' ? 'inherit' : 'muted'} />}
      texts={{
        title: t('title'),
        text: t('text'),
        email: t('email'),
        submit: t('submit'),
        sending: t('sending'),
        failed: t('failed'),
        toasts: {
          invalidGrant: http('invalidGrant'),
          unauthorized: http('unauthorized'),
          fileSizeExceeded: http('fileSizeExceeded'),
          generic: http('generic'),
        },
      }}
    />
  );
}

const meta = {
  title: 'Offers/NewsletterForm',
  component: Story,
  render: (args) => (
    <div style={{ maxWidth: 420, padding: 16 }}>
      <Story {...args} />
    </div>
  ),
} satisfies Meta<typeof Story>;
export default meta;
type S = StoryObj<typeof meta>;

export const HospitalityFr: S = { ...boardLocales.HospitalityFr };
export const HospitalityEn: S = { ...boardLocales.HospitalityEn };
export const CareersFr: S = { ...boardLocales.CareersFr };
export const CareersEn: S = { ...boardLocales.CareersEn };

/** In the dark full footer. */
export const OnDarkFooter: S = {
  args: { tone: 'dark' },
  render: (args) => (
    <div style={{ maxWidth: 420, padding: 16, background: '#1f2a37', color: '#fff' }}>
      <Story {...args} />
    </div>
  ),
};
