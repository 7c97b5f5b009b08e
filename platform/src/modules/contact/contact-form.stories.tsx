import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { PrivacyNotice, usePrivacyNotice } from '@/modules/privacy-notice';
import { ContactForm } from './contact-form';
import { contactFormTexts } from './contact-form-texts';

/** The wording the server hands the form, from Storybook's providers. */
function Story() {
  const board = useBoard();
  const locale = useLocale() as Locale;
  const t = useTranslations('contact');
  const http = useTranslations('http');
  const notice = usePrivacyNotice('contact');
  return (
    <ContactForm
      boardKey={board.key}
      locale={locale}
      notice={<PrivacyNotice {...notice} />}
      texts={contactFormTexts(t, {
        unauthorized: http('unauthorized'),
        generic: http('generic'),
      })}
    />
  );
}

/** The form in the toolbar's language; submitting shows the client-side field errors. */
const meta = {
  title: 'Contact/ContactForm',
  component: Story,
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Story>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
