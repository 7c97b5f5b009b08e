'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';

/**
 * The offer's applications as a spreadsheet: a plain link, so the browser downloads it with the
 * session cookie (no script holds the file), and keyboard and screen readers treat it as a link.
 */
export function CsvDownloadLink({ params }: { params: { board: string; id: number } }) {
  const t = useTranslations('employer-applications');
  const locale = useLocale();
  return (
    <Button
      variant="outlined"
      href={apiPath('/jobboard/{board}/employer/offer/{id}/applications.csv', params, {
        lg: locale,
      })}
      download
      aria-describedby="applications-csv-hint"
      data-testid="applications-csv"
    >
      {t('downloadCsv')}
      <span id="applications-csv-hint" hidden>
        {t('downloadCsvHint')}
      </span>
    </Button>
  );
}
