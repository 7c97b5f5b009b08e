'use client';

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { ApplicationDto } from '@jobboard/api/contracts/applications';

/**
 * The status changes the employer told the candidate of by mail, oldest first, with the note
 * they wrote to them. Only notified changes: the team's private notes never reach this list.
 */
export function StatusUpdates({
  applicationId,
  updates,
}: {
  applicationId: number;
  updates: ApplicationDto['notifications'];
}) {
  const t = useTranslations('profile.applications');
  const format = useFormatter();
  if (updates.length === 0) return null;
  const headingId = `application-updates-${applicationId}`;
  return (
    // A plain block, not a region: each application has one, and landmarks must be unique.
    <div>
      <Typography id={headingId} component="h3" variant="body2" sx={{ fontWeight: 600 }}>
        {t('updates')}
      </Typography>
      <List dense disablePadding aria-labelledby={headingId} data-testid="my-application-updates">
        {updates.map((u) => (
          <ListItem
            key={`${u.notified_at}-${u.status}`}
            disableGutters
            sx={{ display: 'block', py: 0.25 }}
            data-testid="my-application-update"
          >
            <Typography variant="body2">
              {t('updateLine', {
                date: format.dateTime(new Date(u.notified_at), { dateStyle: 'medium' }),
                status: t(`status.${u.status}`),
              })}
            </Typography>
            {u.note ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', pl: 1.5 }}
                data-testid="my-application-update-note"
              >
                {`${t('employerNote')} ${u.note}`}
              </Typography>
            ) : null}
          </ListItem>
        ))}
      </List>
    </div>
  );
}
