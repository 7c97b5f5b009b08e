import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import { devMailboxOpen } from '@jobboard/api/hosting';
import { getDevMail, listDevMailbox } from '@jobboard/api/services/mail/dev-mailbox';
import { requireBoard } from '@/boards';
import { MailboxPage } from '@/modules/mailbox/mailbox-page';
import type { Locale } from '@jobboard/tenancy/board-config';

// Reads the database on every request; never prerendered.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ board: string; locale: Locale }>;
  searchParams: Promise<{ id?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'mailbox' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function Page({ params, searchParams }: Props) {
  // Only while mail is not really delivered, and in production builds for loopback clients only.
  const { db, env } = currentRuntime();
  if (!devMailboxOpen(env, await headers())) notFound();
  const [{ board: key, locale }, { id }] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const board = requireBoard(key);
  const mails = await listDevMailbox(db, board.key);
  const wanted = Number(id ?? mails[0]?.id);
  const selected = Number.isSafeInteger(wanted) ? await getDevMail(db, board.key, wanted) : null;
  return <MailboxPage board={board} locale={locale} mails={mails} selected={selected} />;
}
