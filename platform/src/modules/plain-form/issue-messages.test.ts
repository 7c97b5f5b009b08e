import { describe, expect, it } from 'vitest';
import { employerSignupSchema } from '@jobboard/api/contracts/auth';
import { contactRequestSchema } from '@jobboard/api/contracts/contact';
import { issueMessages } from './issue-messages';

const issues = (
  schema: { safeParse: (v: unknown) => { error?: { issues: unknown[] } } },
  v: unknown,
) => (schema.safeParse(v).error?.issues ?? []) as Parameters<typeof issueMessages>[0];

describe('issueMessages', () => {
  it('gives each field its first message, in the reader’s language', () => {
    const found = issues(contactRequestSchema, { name: '  ', email: 'not-an-email', message: '' });
    expect(issueMessages(found, 'en')).toEqual({
      name: expect.any(String),
      email: 'Enter a valid email address.',
      message: expect.any(String),
    });
    expect(issueMessages(found, 'fr').email).toBe('Entrez une adresse courriel valide.');
    expect(issueMessages(found, 'fr').name).not.toBe(issueMessages(found, 'en').name);
  });

  it('puts a refinement’s message under the field its path names', () => {
    const found = issues(employerSignupSchema, {
      first_name: 'Éloïse',
      last_name: 'Gagnon',
      email: 'eloise@example.test',
      password: 'Harbour lantern 42',
      password_confirmation: 'Harbour lantern 43',
    });
    const errors = issueMessages(found, 'en');
    expect(Object.keys(errors)).toEqual(['password_confirmation']);
    expect(errors.password_confirmation).not.toMatch(/^[a-z_]+$/);
  });

  it('leaves a valid form without messages', () => {
    const found = issues(contactRequestSchema, {
      name: 'Camille',
      email: 'camille@example.com',
      message: 'Bonjour, avez-vous des postes?',
    });
    expect(issueMessages(found, 'en')).toEqual({});
  });
});
