import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { OfferPageApply } from '@/modules/apply';
import { LoginToSave } from '@/modules/profile';
import { CandidateActions } from './candidate-actions';
import type { OfferCardActions } from '../text/offer-card-text';

export interface OfferActionsProps {
  offer: Pick<OfferDto, 'id' | 'slug' | 'title' | 'has_applied'>;
  locale: Locale;
  /** `offerCardActions` on the server: who is looking and the wording they see. */
  actions: OfferCardActions;
  /** On the offer page: its Apply link, which a candidate's islands replace once they applied. */
  offerPage?: OfferPageApply;
}

/**
 * Save and Quick apply, on a card and on the offer page: a visitor's Save signs them in,
 * employers have neither. A candidate's islands load apart (CandidateActions), so a visitor's
 * page carries none of their code: Next puts every client component a page imports in its
 * first load, rendered or not (issue 16).
 */
export function OfferActions({ offer, locale, actions, offerPage }: OfferActionsProps) {
  if (actions.viewer === 'visitor')
    return (
      <LoginToSave
        loginHref={actions.save.loginHref}
        text={actions.save.save}
        label={actions.save.saveLabel.replace('{title}', offer.title)}
      />
    );
  if (actions.viewer !== 'candidate') return null;
  return (
    <CandidateActions
      // Only what the islands use goes into the flight data, not the whole offer.
      offer={{ id: offer.id, slug: offer.slug, title: offer.title, has_applied: offer.has_applied }}
      board={actions.board}
      locale={locale}
      texts={{ save: actions.save, apply: actions.apply }}
      offerPage={offerPage}
    />
  );
}
