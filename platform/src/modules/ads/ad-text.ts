import type { BoardConfig } from '@jobboard/tenancy/board-config';

/** An ad zone's wording and the board's ad setup, as plain props for the search island. */
export interface AdText {
  label: string;
  houseTitle: string;
  houseText: string;
  houseAction: string;
  /** Where the house promotion leads: the offer form. */
  houseHref: string;
}

export interface AdSetup {
  zones: BoardConfig['adZones'];
  server: BoardConfig['adServer'];
}
