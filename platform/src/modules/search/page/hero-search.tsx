import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { cx, ui } from '@/modules/plain-ui';
import fields from '../filters/fields.module.css';
import styles from './hero-search.module.css';

/**
 * The home hero's "what / where" (issue 46 item 35): the two fields every job board greets with,
 * in the first screen. A plain GET form rendered on the server, so it works before and without
 * JavaScript and adds no client code: it submits to the home page, whose URL then carries a
 * search and leads with the results. The place field borrows the search form's place list
 * (`search-places`, filled once the form's listeners load) for its suggestions.
 */
export async function HeroSearch({ locale }: { locale: Locale }) {
  const [t, tHome] = await Promise.all([
    getTranslations({ locale, namespace: 'offers.filters' }),
    getTranslations({ locale, namespace: 'offers.home' }),
  ]);
  return (
    <form
      role="search"
      aria-label={tHome('heroSearch')}
      method="get"
      action={pathFor(locale, '/')}
      className={styles.form}
      data-testid="hero-search"
    >
      <div className={fields.field}>
        <input
          id="hero-title"
          name="title"
          type="search"
          maxLength={200}
          placeholder=" "
          className={fields.control}
        />
        <label htmlFor="hero-title" className={fields.label}>
          {tHome('heroWhat')}
        </label>
      </div>
      <div className={fields.field}>
        <input
          id="hero-near"
          name="near"
          maxLength={100}
          placeholder=" "
          autoComplete="off"
          data-suggestions={tHome('heroSuggestions')}
          className={fields.control}
        />
        <label htmlFor="hero-near" className={fields.label}>
          {tHome('heroWhere')}
        </label>
      </div>
      <button type="submit" className={cx(ui.button, ui.contained, ui.large, styles.submit)}>
        {t('submit')}
      </button>
    </form>
  );
}
