import type { ReactNode } from 'react';
import { getMessages, getNow, getTimeZone } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';
import { ErrorPageView, RetryButton, retryButtonClass } from '@/modules/errors';
import { NewsletterForm } from '@/modules/newsletter';
import { newsletterTexts } from '@/modules/newsletter/server';
import { ServerPrivacyNotice } from '@/modules/privacy-notice/server';
import { SessionHint } from '@/modules/session';
import { getSessionUser } from '@/modules/session/server';
import { footerTexts } from '../footer/footer-texts';
import { FullFooter } from '../footer/full-footer';
import { PublicHeader } from '../header/public-header';
import { recordLanguageHref } from '../language/record-language-href';
import type { HeaderVariant } from '../header/site-header';
import { SignedInIsland } from './signed-in-island';
import { ShellFrame } from './shell-frame';
import { SessionRefresh } from './session-refresh';
import { shellTexts } from './shell-texts';
import { siteErrorTexts } from './site-error-server';
import { SiteErrorPageProvider } from './site-error-page';

/**
 * What the signed-in parts read: the employer header and its menus (shell), the unconfirmed
 * e-mail alert (auth), the toasts (http) and error wording; not the whole catalogue, which every
 * signed-in page would otherwise carry in its flight data.
 */
const SIGNED_IN_NAMESPACES = ['shell', 'auth', 'http', 'errors'] as const;

const pick = <T extends Record<string, unknown>>(messages: T, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => keys.includes(key))) as T;

/**
 * Spec section 2, default layout: header, the unconfirmed e-mail alert's place, the page,
 * footer and cookie banner, rendered on the server with plain CSS (issue 16): a visitor's page
 * loads only the islands (language link, menu, cookie choice, newsletter form). The header
 * variant comes from the session cookie. Signed-in visitors who need it also get the client
 * runtime (AppProviders): those with an unconfirmed e-mail for its alert, and employers for
 * their header with its avatar menu and syncing flag.
 */
export async function SiteShell({
  board,
  locale,
  header,
  attributeSlugs = [],
  path,
  children,
}: {
  board: BoardConfig;
  locale: Locale;
  /** The server's first-paint header variant (from the session cookie). */
  header: HeaderVariant;
  /** For the language switcher's link on landing and category pages (boardAttributeSlugs). */
  attributeSlugs?: readonly AttributeSlugs[];
  /** The public path requested (the proxy's PUBLIC_PATH_HEADER), for the language link. */
  path: string;
  children: ReactNode;
}) {
  const [texts, footer, newsletter, errorTexts, languageHref] = await Promise.all([
    shellTexts(locale),
    footerTexts(board, locale),
    newsletterTexts(locale),
    siteErrorTexts(locale, header),
    recordLanguageHref(board, locale, path),
  ]);
  const { homeHref, ...errorWording } = errorTexts;
  const signedIn = header.kind !== 'visitor';
  // The unconfirmed e-mail alert is the only part a candidate's page needs the client runtime
  // for: a confirmed account's pages now carry neither MUI nor its messages, whose server
  // render (theme variables, CssBaseline, the catalogue in the flight data) each signed-in
  // page paid for an alert that rendered nothing (issue 16).
  const unconfirmed = signedIn && !(await getSessionUser(board.key))?.user.emailVerifiedAt;
  const signedInRuntime =
    header.kind === 'employer' || unconfirmed
      ? {
          board,
          locale,
          messages: pick(await getMessages({ locale }), SIGNED_IN_NAMESPACES),
          timeZone: await getTimeZone({ locale }),
          now: await getNow({ locale }),
        }
      : null;
  return (
    <SessionHint signedIn={signedIn}>
      <SessionRefresh />
      <ShellFrame
        texts={texts}
        header={
          header.kind === 'employer' && signedInRuntime ? (
            <SignedInIsland
              part="employer-header"
              initial={header}
              attributeSlugs={attributeSlugs}
              {...signedInRuntime}
            />
          ) : (
            <PublicHeader
              board={board}
              locale={locale}
              candidate={header.kind === 'candidate'}
              attributeSlugs={attributeSlugs}
              path={path}
              languageHref={languageHref}
              texts={texts.header}
            />
          )
        }
        notices={
          unconfirmed && signedInRuntime ? (
            <SignedInIsland part="notices" {...signedInRuntime} />
          ) : null
        }
        footer={
          <FullFooter
            board={board}
            locale={locale}
            texts={footer}
            newsletter={
              <NewsletterForm
                boardKey={board.key}
                locale={locale}
                texts={newsletter}
                tone="dark"
                notice={
                  <ServerPrivacyNotice
                    board={board}
                    locale={locale}
                    purpose="newsletter"
                    tone="inherit"
                  />
                }
              />
            }
          />
        }
      >
        <SiteErrorPageProvider
          page={
            <ErrorPageView
              texts={errorWording}
              homeHref={homeHref}
              retry={<RetryButton label={errorWording.retry} className={retryButtonClass} />}
            />
          }
        >
          {children}
        </SiteErrorPageProvider>
      </ShellFrame>
    </SessionHint>
  );
}
