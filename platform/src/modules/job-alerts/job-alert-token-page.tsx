import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { LinkActionPage } from '@/modules/link-actions';

export interface JobAlertTokenPageProps {
  locale: Locale;
  action: 'confirm' | 'unsubscribe';
  /** The optional catch-all segments: {id}/{token}. */
  segments: readonly string[] | undefined;
}

/** /job-alert/confirm/{id}/{token} and /job-alert/unsubscribe/{id}/{token}, from the mails. */
export async function JobAlertTokenPage({ locale, action, segments = [] }: JobAlertTokenPageProps) {
  const t = await getTranslations({ locale, namespace: 'offers.alerts' });
  const [id, token] = segments;
  const confirm = action === 'confirm';
  return (
    <LinkActionPage
      title={confirm ? t('confirmTitle') : t('unsubscribeTitle')}
      action={
        id && /^\d{1,10}$/.test(id) && token
          ? {
              text: confirm ? t('confirmText') : t('unsubscribeText'),
              endpoint: `/jobboard/{board}/job-alerts/${action}`,
              body: { id, token },
              label: confirm ? t('confirmButton') : t('unsubscribeButton'),
              outcomeTestId: 'job-alert-token-outcome',
            }
          : null
      }
      invalid={{ text: t('invalid'), homeLabel: t('home'), homeHref: pathFor(locale, '/') }}
    />
  );
}
