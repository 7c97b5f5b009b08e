'use client';

import { useLocale } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';
import { CandidateHeader } from './candidate-header';
import { EmployerHeader } from './employer-header';
import { useLanguageHref } from '../language/use-language-href';
import { VisitorHeader } from './visitor-header';

export type HeaderVariant =
  | { kind: 'visitor' }
  | { kind: 'candidate' }
  | { kind: 'employer'; fullName: string; permissions: readonly string[] };

/** The header of the current page for a visitor, a signed-in candidate or an employer. */
export function SiteHeader({
  variant,
  onLogout,
  attributeSlugs = [],
}: {
  variant: HeaderVariant;
  onLogout?: () => void;
  /** For the language switcher's link on landing and category pages (boardAttributeSlugs). */
  attributeSlugs?: readonly AttributeSlugs[];
}) {
  const board = useBoard();
  const languageHref = useLanguageHref(useLocale() as Locale, board.jobPageSlugs, attributeSlugs);
  if (variant.kind === 'employer')
    return (
      <EmployerHeader
        languageHref={languageHref}
        fullName={variant.fullName}
        permissions={variant.permissions}
        onLogout={onLogout}
      />
    );
  if (variant.kind === 'candidate')
    return <CandidateHeader languageHref={languageHref} onLogout={onLogout} />;
  return <VisitorHeader languageHref={languageHref} />;
}
