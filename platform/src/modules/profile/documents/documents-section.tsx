'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useApiFetch } from '@/modules/http';
import { ProfileSection } from '../profile-section';
import { DocumentItem } from './document-item';
import type { ProfileDocument } from './document-types';
import { DocumentUpload } from './document-upload';

/** Resumes, cover letters and other documents: upload, rename, delete, download. */
export function DocumentsSection() {
  const t = useTranslations('profile.documents');
  const locale = useLocale();
  const board = useBoard();
  const api = useApiFetch();
  const key = apiPath('/jobboard/{board}/user/documents', { board: board.key }, { lg: locale });
  const { data, error, isLoading, mutate } = useSWR(
    key,
    async (url: string) => (await api<{ data: ProfileDocument[] }>(url)).data,
  );
  const docs = data ?? [];
  // What just happened, announced politely rather than as a toast (toasts are for errors).
  const [note, setNote] = useState<string | null>(null);
  const state = isLoading ? 'loading' : error ? 'error' : 'ready';

  return (
    <ProfileSection id="documents" title={t('title')} state={state} onRetry={() => void mutate()}>
      {docs.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List disablePadding>
          {docs.map((doc) => (
            <DocumentItem
              key={doc.id}
              doc={doc}
              onChanged={(next) =>
                void mutate(
                  docs.map((d) => (d.id === next.id ? next : d)),
                  { revalidate: false },
                )
              }
              onDeleted={(id) => {
                void mutate(
                  docs.filter((d) => d.id !== id),
                  { revalidate: false },
                );
                setNote(t('deleted'));
              }}
            />
          ))}
        </List>
      )}
      <Typography role="status" aria-live="polite" variant="body2" color="success.main">
        {note}
      </Typography>
      <DocumentUpload
        onUploaded={(doc) => {
          void mutate([doc, ...docs], { revalidate: false });
          setNote(t('uploaded', { name: doc.name }));
        }}
      />
    </ProfileSection>
  );
}
