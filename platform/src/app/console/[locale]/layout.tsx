import type { ReactNode } from 'react';
import { ConsoleLayout } from '@/modules/operator-console/console-layout';
import '@/modules/chrome/branding/fonts.css';
import '@/modules/chrome/branding/font-fallbacks.css';
import '@/modules/chrome/branding/base.css';

export const metadata = { robots: { index: false, follow: false } };

export default function Layout(props: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return <ConsoleLayout {...props} />;
}
