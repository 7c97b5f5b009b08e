'use client';

import { cx, ui } from '@/modules/plain-ui';

export interface LoginToSaveProps {
  /** The login page, from the server (saveOfferTexts): the route table stays off the client. */
  loginHref: string;
  /** The button's text ("Enregistrer"). */
  text: string;
  /** Its accessible name, with the offer's title. */
  label: string;
}

/**
 * A visitor's Save: it goes to the login page, which brings them back here. A button, not a
 * link: the card's one link is its title (keyboard and screen-reader users meet one link per
 * offer). The address to come back to is read when it is pressed.
 */
export function LoginToSave({ loginHref, text, label }: LoginToSaveProps) {
  const here = () => window.location.pathname + window.location.search;
  return (
    <button
      type="button"
      className={cx(ui.button, ui.outlined, ui.small)}
      onClick={() =>
        // A full load of the login page, which brings the visitor back here.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign(`${loginHref}?redirect=${encodeURIComponent(here())}`)
      }
      aria-label={label}
      data-testid="save-offer"
    >
      {text}
    </button>
  );
}
