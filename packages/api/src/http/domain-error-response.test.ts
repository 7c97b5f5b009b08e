import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { domainErrorResponse } from './domain-error-response';

describe('domainErrorResponse', () => {
  it('answers invalid input as the spec 422 with translated field messages', () => {
    const error = DomainError.invalid({ city: ['unknown_city'], email: ['email_invalid'] });
    const en = domainErrorResponse(error, 'en');
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      city: ['This city does not exist.'],
      email: ['Enter a valid email address.'],
    });
    expect(domainErrorResponse(error, 'fr').body.errors?.city).toEqual([
      "Cette ville n'existe pas.",
    ]);
  });

  it('gives rate limits and outages a Retry-After', () => {
    const limited = domainErrorResponse(DomainError.rateLimited(42), 'fr');
    expect(limited.status).toBe(429);
    expect(limited.headers).toEqual({ 'retry-after': '42' });
    expect(domainErrorResponse(DomainError.unavailable(), 'en').status).toBe(503);
  });

  it('marks bad credentials as invalid_grant', () => {
    const { status, body } = domainErrorResponse(new DomainError('invalid_grant'), 'en');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'These credentials do not match our records.',
      error: 'invalid_grant',
    });
  });
});
