import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import { readEnrolment, type EnrolmentView } from '@jobboard/api/services/operator/enrolment';
import { isDomainError } from '@jobboard/api/errors';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { findBoard } from '@/boards';
import { getConsoleOperator } from './console-operator';
import { ConsoleShell } from './console-shell';
import { EnrolmentForm } from './enrolment-form';
import { SignInForm } from './sign-in-form';
import { SignOutButton } from './sign-out-button';

type LocaleParams = { params: Promise<{ locale: string }> };

async function pageLocale(params: LocaleParams['params']): Promise<Locale> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return locale;
}

/** The console's home: the operator's boards and a sign-out button; anonymous: the sign-in. */
export async function ConsoleHomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const operator = await getConsoleOperator();
  if (!operator) redirect(consolePath(locale, '/sign-in'));
  const t = await getTranslations('console');
  return (
    <ConsoleShell consoleName={t('title')} title={t('home.boardsTitle')}>
      <Typography color="text.secondary">
        {t('home.signedInAs', { email: operator.email })}
      </Typography>
      {operator.all_boards ? <Typography sx={{ mt: 1 }}>{t('home.allBoards')}</Typography> : null}
      {operator.boards.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('home.noBoards')}
        </Alert>
      ) : (
        <List>
          {operator.boards.map((key) => (
            <ListItem key={key} disableGutters>
              <ListItemText primary={findBoard(key)?.name[locale] ?? key} secondary={key} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {t('home.toolsTitle')}
      </Typography>
      <List>
        <ListItem disableGutters>
          <Link href={consolePath(locale, '/moderation')}>{t('home.moderationLink')}</Link>
        </ListItem>
        <ListItem disableGutters>
          <Link href={consolePath(locale, '/reports')}>{t('home.reportsLink')}</Link>
        </ListItem>
        <ListItem disableGutters>
          <Link href={consolePath(locale, '/employers')}>{t('home.employersLink')}</Link>
        </ListItem>
        <ListItem disableGutters>
          <Link href={consolePath(locale, '/payments')}>{t('home.paymentsLink')}</Link>
        </ListItem>
        <ListItem disableGutters>
          <Link href={consolePath(locale, '/audit')}>{t('home.auditLink')}</Link>
        </ListItem>
        <ListItem disableGutters>
          <Link href={consolePath(locale, '/health')}>{t('home.healthLink')}</Link>
        </ListItem>
      </List>
      <SignOutButton />
    </ConsoleShell>
  );
}

/** E-mail, password and code; a signed-in operator goes home. */
export async function ConsoleSignInPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  if (await getConsoleOperator()) redirect(consolePath(locale, '/'));
  const t = await getTranslations('console');
  return (
    <ConsoleShell consoleName={t('title')} title={t('signIn.title')}>
      <Typography color="text.secondary">{t('signIn.intro')}</Typography>
      <SignInForm />
    </ConsoleShell>
  );
}

/**
 * The enrolment link's page: the QR code and the secret, then the form. A dead link says so
 * (the token is checked by the same service as `GET /api/operator/enrolment/{token}`).
 */
export async function ConsoleEnrolmentPage({
  params,
}: {
  params: Promise<{ locale: string; token: string }>;
}) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const t = await getTranslations('console');
  let view: EnrolmentView | null = null;
  try {
    view = await readEnrolment(currentRuntime().db, token, new Date());
  } catch (error) {
    if (!isDomainError(error)) throw error;
  }
  return (
    <ConsoleShell consoleName={t('title')} title={t('enrolment.title')}>
      {view ? (
        <EnrolmentForm
          token={token}
          authenticator={
            <>
              <Typography>{t('enrolment.step1')}</Typography>
              <Box
                role="img"
                aria-label={t('enrolment.qrLabel')}
                sx={{ width: 220, maxWidth: '100%', mx: 'auto', my: 2, '& svg': { width: '100%' } }}
                // The SVG is uqr's rendering of our own otpauth URI, made on the server.
                dangerouslySetInnerHTML={{ __html: view.qr_svg }}
              />
              <Typography component="p" variant="body2">
                {t('enrolment.secretLabel')}{' '}
                <Box component="code" sx={{ wordBreak: 'break-all', fontSize: '1rem' }}>
                  {view.secret}
                </Box>
              </Typography>
            </>
          }
        />
      ) : (
        <Alert severity="error">{t('enrolment.invalid')}</Alert>
      )}
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        <a href={consolePath(locale, '/sign-in')}>{t('signIn.title')}</a>
      </Typography>
    </ConsoleShell>
  );
}
