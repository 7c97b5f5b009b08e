import { getTranslations } from 'next-intl/server';
import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { Locale } from '@jobboard/tenancy/board-config';
import { categoryPath } from '@jobboard/tenancy/paths';
import { cx, ui } from '@/modules/plain-ui';
import styles from './offer-page.module.css';

/**
 * An offer's attributes grouped by type, in the API's order, as a description list. Each one
 * with a category page on this board links to it (the other offers with that schedule,
 * skill...); an offer shared from another board also carries that board's attributes, which
 * have no page here and are shown unlinked rather than as links to a 404 (issue 18).
 */
export async function OfferAttributesList({
  attributes,
  locale,
  withPage,
}: {
  attributes: readonly OfferAttributeDto[];
  locale: Locale;
  /** Ids of the attributes that have a category page on this board. */
  withPage: ReadonlySet<number>;
}) {
  const t = await getTranslations({ locale, namespace: 'offers.offer.types' });
  const groups = new Map<OfferAttributeDto['type'], OfferAttributeDto[]>();
  for (const a of attributes) groups.set(a.type, [...(groups.get(a.type) ?? []), a]);
  return (
    <dl className={styles.attributes}>
      {[...groups].map(([type, list]) => (
        <div key={type}>
          <dt className={ui.subtitle2}>{t(type)}</dt>
          <dd className={styles.chips}>
            {list.map((a) =>
              withPage.has(a.id) ? (
                <a
                  key={a.id}
                  className={cx(ui.chip, styles.chipLink)}
                  href={categoryPath(locale, a)}
                >
                  {a.label[locale]}
                </a>
              ) : (
                <span key={a.id} className={cx(ui.chip, styles.chip)}>
                  {a.label[locale]}
                </span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
