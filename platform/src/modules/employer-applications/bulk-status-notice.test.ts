import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loadBaseMessages } from '@/i18n/messages';
import { bulkStatusNotice, notifiedNotice } from './bulk-status-notice';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dirs = { base: path.join(root, 'platform', 'messages'), tenants: path.join(root, 'tenants') };

function toast(locale: 'fr' | 'en', result: { changed: number[]; unchanged: number[] }) {
  // The loader's messages nest freely: the translator is called as the component calls it.
  const t = createTranslator({
    locale,
    messages: loadBaseMessages(locale, dirs),
    namespace: 'employer-applications',
  }) as unknown as (key: string, values: Record<string, number>) => string;
  const notice = bulkStatusNotice(result);
  return { text: t(notice.key, notice.values), variant: notice.variant };
}

describe('the bulk status toast (issue 46, item 14)', () => {
  it('says nothing moved, not a green "0 moved", when every application had that status', () => {
    expect(toast('fr', { changed: [], unchanged: [1, 2] })).toEqual({
      text: 'Aucune candidature déplacée\u00a0: elles avaient déjà ce statut.',
      variant: 'info',
    });
    expect(toast('en', { changed: [], unchanged: [1] })).toEqual({
      text: 'No application moved: it already had this status.',
      variant: 'info',
    });
  });

  it('counts the moved ones, and those that stayed', () => {
    expect(toast('fr', { changed: [1, 2], unchanged: [] })).toEqual({
      text: '2 candidatures déplacées',
      variant: 'success',
    });
    expect(toast('en', { changed: [1], unchanged: [2, 3] })).toEqual({
      text: '1 application moved; 2 already had this status.',
      variant: 'success',
    });
    expect(toast('fr', { changed: [1], unchanged: [2] }).text).toBe(
      '1 candidature déplacée\u00a0; 1 avait déjà ce statut.',
    );
  });
});

describe('notifiedNotice', () => {
  it('counts the candidates told, only when the employer asked to notify', () => {
    const t = createTranslator({
      locale: 'en',
      messages: loadBaseMessages('en', dirs),
      namespace: 'employer-applications',
    }) as unknown as (key: string, values: Record<string, number>) => string;
    const told = notifiedNotice({ changed: [1, 2, 3], mailed: [1, 2] }, true);
    expect(told && t(told.key, told.values)).toBe('2 candidates notified by e-mail.');
    const none = notifiedNotice({ changed: [1], mailed: [] }, true);
    expect(none && t(none.key, none.values)).toBe('No candidate notified by e-mail.');
    expect(notifiedNotice({ changed: [1], mailed: [] }, false)).toBeNull();
  });
});
