import { ui } from '@/modules/plain-ui';
import styles from './offer-page.module.css';

/** One term and its value in the offer's details list. */
export function OfferDetail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className={ui.subtitle2}>{term}</dt>
      <dd className={`${ui.body1} ${styles.dd}`}>{value}</dd>
    </div>
  );
}
