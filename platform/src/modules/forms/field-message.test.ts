import { describe, expect, it } from 'vitest';
import { applySchema } from '@jobboard/api/contracts/applications';
import { offerFiltersQuery } from '@jobboard/api/contracts/offers';
import { fieldMessage } from './field-message';

/** The first client-side issue of `field`, as react-hook-form's zod resolver would hold it. */
function clientError(
  schema: { safeParse: (v: unknown) => unknown },
  value: unknown,
  field: string,
) {
  const parsed = schema.safeParse(value) as {
    error?: { issues: { path: PropertyKey[]; message: string; code: string }[] };
  };
  const issue = parsed.error?.issues.find((i) => i.path.join('.') === field);
  return issue ? { type: issue.code, message: issue.message } : undefined;
}

describe('fieldMessage (issue 46, item 2)', () => {
  it('says "choose a resume" in the reader’s language when the apply form has none', () => {
    const error = clientError(applySchema, { resume: '', consent: true }, 'resume');
    expect(fieldMessage(error, 'fr')).toBe('Choisissez un CV.');
    expect(fieldMessage(error, 'en')).toBe('Choose a resume.');
    // Without the field at all (a spec client), the same words.
    const absent = clientError(applySchema, { consent: true }, 'resume');
    expect(fieldMessage(absent, 'fr')).toBe('Choisissez un CV.');
  });

  it('translates the search filters’ messages', () => {
    const error = clientError(offerFiltersQuery, { radius: '0' }, 'radius');
    expect(fieldMessage(error, 'fr')).toBe('Entrez un nombre d’au moins 1.');
    expect(fieldMessage(error, 'en')).toBe('Enter a number of 1 or more.');
  });

  it('never shows a validator’s own English: it reads as the catalogue’s "invalid"', () => {
    const raw = { type: 'too_small', message: 'Must be 1 or more.' };
    expect(fieldMessage(raw, 'fr')).toBe('Cette valeur est invalide.');
    expect(fieldMessage(raw, 'en')).toBe('This value is invalid.');
  });

  it('shows a server 422 message as it came, already translated', () => {
    const server = { type: 'server', message: 'Un compte existe déjà.' };
    expect(fieldMessage(server, 'fr')).toBe('Un compte existe déjà.');
    expect(fieldMessage(undefined, 'fr')).toBeUndefined();
  });
});
