import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { FooterFrame } from './footer-frame';
import { FooterLinkList } from './footer-link-list';
import { footerLinks } from './footer-links';
import type { FullFooterTexts } from './footer-texts';

/** Spec section 2, simple footer: home, about, privacy, terms, and configured social links. */
export function SimpleFooter({
  board,
  locale,
  texts,
}: {
  board: BoardConfig;
  locale: Locale;
  texts: FullFooterTexts;
}) {
  const links = footerLinks((key) => texts.links[key], locale, board);
  return (
    <FooterFrame board={board} locale={locale} texts={texts.frame}>
      <FooterLinkList
        title={texts.explore}
        items={[links.home, links.about, links.privacy, links.terms]}
      />
    </FooterFrame>
  );
}
