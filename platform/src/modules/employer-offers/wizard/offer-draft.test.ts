import { describe, expect, it } from 'vitest';
import { wizardValues } from './wizard-values';
import { clearOfferDraft, offerDraftKey, readOfferDraft, writeOfferDraft } from './offer-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

const values = wizardValues(null, { locale: 'fr', companyId: 3 });

describe('offer drafts', () => {
  it('are kept per board, team and offer, and read back', () => {
    const storage = memoryStorage();
    expect(offerDraftKey('hospitality:7', null)).toBe('jb_offer_draft:hospitality:7:new');
    expect(offerDraftKey('hospitality:7', 42)).toBe('jb_offer_draft:hospitality:7:42');
    const key = offerDraftKey('hospitality:7', 42);
    const draft = {
      step: 'attributes' as const,
      values: { ...values, attributes: { ...values.attributes, category_id: 5 } },
    };
    writeOfferDraft(key, draft, storage);
    expect(readOfferDraft(key, storage)).toEqual(draft);
    expect(readOfferDraft(offerDraftKey('hospitality:8', 42), storage)).toBeNull();
    clearOfferDraft(key, storage);
    expect(readOfferDraft(key, storage)).toBeNull();
  });

  it('ignore what is not a draft, and storage that refuses', () => {
    const storage = memoryStorage();
    for (const raw of [
      'not json',
      '[]',
      JSON.stringify({ step: 'payment', values }),
      JSON.stringify({ step: 'details', values: { details: {} } }),
    ]) {
      storage.setItem('k', raw);
      expect(readOfferDraft('k', storage), raw).toBeNull();
    }
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeOfferDraft('k', { step: 'details', values }, refusing)).not.toThrow();
    expect(readOfferDraft('k', refusing)).toBeNull();
    expect(() => clearOfferDraft('k', refusing)).not.toThrow();
  });
});
