import type { Meta, StoryObj } from '@storybook/react-vite';
import { NextIntlClientProvider } from 'next-intl';
import en from '../../../messages/en/contact.json';
import fr from '../../../messages/fr/contact.json';
import { ContactForm } from './contact-form';

/** The form in the toolbar's language; submitting shows the client-side field errors. */
const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  decorators: [
    (Story, context) => {
      const locale = context.globals.locale === 'en' ? 'en' : 'fr';
      return (
        <NextIntlClientProvider
          locale={locale}
          messages={{ contact: locale === 'en' ? en : fr }}
          timeZone="America/Toronto"
        >
          <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>
        </NextIntlClientProvider>
      );
    },
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
