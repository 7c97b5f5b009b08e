'use client';

import { CandidateHeader } from './candidate-header';
import { EmployerHeader } from './employer-header';
import { useLanguageHref } from './use-language-href';
import { VisitorHeader } from './visitor-header';

export type HeaderVariant =
  { kind: 'visitor' } | { kind: 'candidate' } | { kind: 'employer'; fullName: string };

/**
 * The header of the current page. Authentication does not exist yet, so layouts pass
 * { kind: 'visitor' }; the auth issue passes the signed-in user's variant.
 */
export function SiteHeader({ variant }: { variant: HeaderVariant }) {
  const languageHref = useLanguageHref();
  if (variant.kind === 'employer')
    return <EmployerHeader languageHref={languageHref} fullName={variant.fullName} />;
  if (variant.kind === 'candidate') return <CandidateHeader languageHref={languageHref} />;
  return <VisitorHeader languageHref={languageHref} />;
}
