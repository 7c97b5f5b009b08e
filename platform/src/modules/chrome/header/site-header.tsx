'use client';

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
}: {
  variant: HeaderVariant;
  onLogout?: () => void;
}) {
  const languageHref = useLanguageHref();
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
