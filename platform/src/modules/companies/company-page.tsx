import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { CompanyDto } from '@jobboard/api/contracts/companies';
import { teamSizes } from '@jobboard/api/contracts/team-size-rules';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { companyJobsPath, companyPath } from '@jobboard/tenancy/paths';
import { RichText } from '@/modules/rich-text';
import { cx, ui } from '@/modules/plain-ui';
import styles from './company-page.module.css';
import { findCompany } from './find-company';

export interface CompanyPageProps {
  board: BoardConfig;
  locale: Locale;
  id: number;
  slug: string;
}

/** A company with offers on this board, at its canonical slug. */
export async function loadCompany(
  board: BoardConfig,
  locale: Locale,
  id: number,
  slug: string,
  pathOf: typeof companyPath,
): Promise<CompanyDto> {
  const company = await findCompany(board, locale, id);
  if (slug !== company.slug) permanentRedirect(pathOf(locale, company));
  return company;
}

// MUI's Verified icon.
const VERIFIED_ICON =
  'M23 12l-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69L23 12zm-12.91 4.72l-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48-7.33 7.35z';

/** Only YouTube and Vimeo embeds are framed; anything else is not ours to embed. */
function embedUrl(url: string | null): string | null {
  if (!url) return null;
  const youtube = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{11})/.exec(
    url,
  );
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : null;
}

/** The website as a reader names it: no scheme, no "www.", no trailing slash. */
const websiteLabel = (url: string) =>
  url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');

/**
 * /company/{slug}/{id}: name and description in the current language (else the other), the
 * website and team size the employer entered (issue 46, item 21), video, and "Verified employer"
 * when an operator checked the team (issue 40).
 */
export async function CompanyPage({ board, locale, id, slug }: CompanyPageProps) {
  const company = await loadCompany(board, locale, id, slug, companyPath);
  const t = await getTranslations({ locale, namespace: 'offers.company' });
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const descriptionLang = company[`description_${locale}`] ? undefined : `${other}-CA`;
  const video = embedUrl(company[`video_${locale}`] ?? company[`video_${other}`]);
  const teamSize = teamSizes.find((s) => s.id === company.team_size)?.[locale];
  return (
    <div className={cx(ui.container, ui.page, styles.narrow)}>
      {company.cover_image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the board's own upload, sized by its attributes
        <img
          src={company.cover_image}
          alt=""
          width={1920}
          height={600}
          data-testid="company-cover"
          className={styles.cover}
        />
      ) : null}
      <div className={styles.header}>
        {company.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the board's own upload, sized by its attributes
          <img
            src={company.logo}
            alt={t('logo', { name: company.name })}
            width={250}
            height={149}
            data-testid="company-logo"
            className={styles.logo}
          />
        ) : null}
        <h1 className={cx(ui.h3, ui.primary)}>{company.name}</h1>
        {company.verified ? (
          // Server markup, no client code: the words name the badge, the icon is decoration.
          <p className={styles.verified} data-testid="company-verified">
            <svg aria-hidden focusable="false" viewBox="0 0 24 24">
              <path d={VERIFIED_ICON} />
            </svg>
            {t('verified')}
          </p>
        ) : null}
      </div>
      {company.website || teamSize ? (
        <dl className={cx(ui.body1, styles.facts)} data-testid="company-facts">
          {company.website ? (
            <div>
              <dt>{t('website')}</dt>
              <dd>
                <a href={company.website} rel="noopener nofollow ugc" className={ui.link}>
                  {websiteLabel(company.website)}
                </a>
              </dd>
            </div>
          ) : null}
          {teamSize ? (
            <div>
              <dt>{t('teamSize')}</dt>
              <dd>{teamSize}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {company.description ? <RichText html={company.description} lang={descriptionLang} /> : null}
      {video ? (
        <div className={styles.video}>
          <iframe
            src={video}
            title={t('video')}
            loading="lazy"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : null}
      <a
        href={companyJobsPath(locale, company)}
        className={cx(ui.button, ui.contained, styles.jobsButton)}
      >
        {t('seeJobs')}
      </a>
    </div>
  );
}
