import { getLocale, getTranslations } from 'next-intl/server';
import { pathFor } from '@jobboard/tenancy/paths';
import { cx, ui } from '@/modules/plain-ui';
import type { StaticPageContent } from './static-page-content';
import type { Locale } from '@jobboard/tenancy/board-config';
import styles from './static-page.module.css';

/**
 * The body every static page shares: title, lead, sections, and a way to reach the team. Plain
 * HTML with plain-ui's classes: no client script (issue 16).
 */
export async function StaticPage({ content }: { content: StaticPageContent }) {
  const t = await getTranslations('static-pages');
  const contactHref = pathFor((await getLocale()) as Locale, '/contact-us');
  const paragraph = cx(ui.body1, styles.paragraph);
  return (
    <article className={cx(ui.container, styles.page)}>
      <h1 className={cx(ui.h3, ui.primary, styles.gutter)}>{content.title}</h1>
      {content.updated ? <p className={cx(ui.body2, styles.gutter)}>{content.updated}</p> : null}
      <p className={cx(ui.h6, styles.lead)}>{content.lead}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={cx(ui.h5, styles.gutter)}>{section.heading}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text} className={paragraph}>
              {text}
            </p>
          ))}
          {section.items ? (
            <ul className={styles.list}>
              {section.items.map((item) => (
                <li key={item} className={cx(ui.body1, styles.item)}>
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((text) => (
            <p key={text} className={paragraph}>
              {text}
            </p>
          ))}
        </section>
      ))}
      <div className={cx(ui.outlinedPaper, styles.contact)}>
        <h2 className={cx(ui.h6, styles.gutter)}>{t('questions')}</h2>
        <p className={paragraph}>{t('questionsText')}</p>
        <a href={contactHref} className={cx(ui.button, ui.contained)}>
          {t('contactUs')}
        </a>
      </div>
    </article>
  );
}
