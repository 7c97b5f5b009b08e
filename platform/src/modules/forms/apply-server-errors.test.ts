import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/modules/http';
import { applyServerErrors } from './apply-server-errors';

describe('applyServerErrors', () => {
  it('puts the first message of each field under that field', () => {
    const setError = vi.fn();
    const error = new ApiRequestError(422, {
      message: 'invalid',
      errors: { email: ['taken', 'other'], password: ['too common'] },
    });
    expect(applyServerErrors(error, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'taken' });
    expect(setError).toHaveBeenCalledWith('password', { type: 'server', message: 'too common' });
  });

  it('leaves other errors to the caller', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiRequestError(400, { message: 'x' }), setError)).toBe(false);
    expect(applyServerErrors(new Error('network'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
