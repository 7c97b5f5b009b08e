import type { ReactNode } from 'react';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { FooterFrame } from './footer-frame';
import { FooterLinkList } from './footer-link-list';
import { footerLinks } from './footer-links';
import type { FullFooterTexts } from './footer-texts';
import styles from './footer.module.css';

/**
 * Spec section 2, full footer: home, jobs, about, partners, privacy, terms, contact, the
 * newsletter form's place, and social links. A server component: only the newsletter form in it
 * is an island.
 */
export function FullFooter({
  board,
  locale,
  texts,
  newsletter,
}: {
  board: BoardConfig;
  locale: Locale;
  texts: FullFooterTexts;
  /** The newsletter form (an island), in the third column. */
  newsletter: ReactNode;
}) {
  const links = footerLinks((key) => texts.links[key], locale, board);
  return (
    <FooterFrame board={board} locale={locale} texts={texts.frame}>
      <div className={styles.columns}>
        <FooterLinkList
          title={texts.explore}
          items={[links.home, links.jobs, links.partners, links.solution]}
        />
        <FooterLinkList
          title={texts.company}
          items={[links.about, links.contact, links.privacy, links.terms]}
        />
        <div data-slot="newsletter">{newsletter}</div>
      </div>
    </FooterFrame>
  );
}
