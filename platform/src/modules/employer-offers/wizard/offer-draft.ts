import { offerSteps, type OfferStep } from '@jobboard/api/contracts/employer-offers/offer-steps';
import type { WizardValues } from './wizard-values';

/**
 * The wizard's unsaved input, kept in the tab (issue 46 item 17): a session that ends while an
 * employer types sends them to log in, and the input and the step are waiting when they come
 * back. One draft per board, team and offer (`new` before the offer exists); in sessionStorage,
 * so it neither outlives the tab nor reaches the next person at a shared computer.
 */
export interface OfferDraft {
  step: OfferStep;
  values: WizardValues;
}

const PREFIX = 'jb_offer_draft';

/** `scope` is the board and team (`hospitality:7`), from the server. */
export const offerDraftKey = (scope: string, offerId: number | null) =>
  `${PREFIX}:${scope}:${offerId ?? 'new'}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
const session = (): Storage | null =>
  typeof window === 'undefined' ? null : window.sessionStorage;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The draft's text under `key` (null: none, or storage refused). */
export function offerDraftText(key: string, storage: Storage | null = session()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A draft's text read back, or null (none, or not a draft's shape). */
export function parseOfferDraft(raw: string | null): OfferDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!isRecord(parsed) || !offerSteps.includes(parsed.step as OfferStep)) return null;
    const values = parsed.values;
    if (!isRecord(values) || !offerSteps.every((s) => isRecord(values[s]))) return null;
    return { step: parsed.step as OfferStep, values: values as WizardValues };
  } catch {
    return null;
  }
}

/** The draft under `key`, or null (none, unreadable, or not a draft's shape). */
export function readOfferDraft(
  key: string,
  storage: Storage | null = session(),
): OfferDraft | null {
  return parseOfferDraft(offerDraftText(key, storage));
}

/** Keeps the draft; storage refused or full just means nothing is kept. */
export function writeOfferDraft(
  key: string,
  draft: OfferDraft,
  storage: Storage | null = session(),
): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or quota: the wizard works as before, without a draft.
  }
}

export function clearOfferDraft(key: string, storage: Storage | null = session()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
