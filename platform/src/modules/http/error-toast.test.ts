import { describe, expect, it } from 'vitest';
import { errorToast, type ToastTexts } from './error-toast';

const texts: ToastTexts = {
  invalidGrant: 'Wrong credentials',
  unauthorized: 'unauthorized',
  fileSizeExceeded: 'file size exceeded',
  generic: 'Something went wrong',
};

describe('errorToast (spec section 8)', () => {
  it("falls back to the generic words where an island was not sent a status's own", () => {
    const island: ToastTexts = { unauthorized: 'unauthorized', generic: 'Something went wrong' };
    expect(errorToast(400, { error: 'invalid_grant', message: 'x' }, island)).toEqual({
      variant: 'warning',
      message: 'Something went wrong',
    });
    expect(errorToast(413, {}, island)).toEqual({
      variant: 'warning',
      message: 'Something went wrong',
    });
  });

  it('maps each catalogued status to its toast', () => {
    expect(errorToast(400, { error: 'invalid_grant', message: 'x' }, texts)).toEqual({
      variant: 'warning',
      message: 'Wrong credentials',
    });
    expect(errorToast(401, { message: 'x' }, texts)).toEqual({
      variant: 'error',
      message: 'unauthorized',
    });
    expect(errorToast(403, { message: 'Already confirmed' }, texts)).toEqual({
      variant: 'warning',
      message: 'Already confirmed',
    });
    expect(errorToast(403, { message: 'Already confirmed' }, texts, 'error')?.variant).toBe(
      'error',
    );
    expect(errorToast(413, {}, texts)).toEqual({
      variant: 'warning',
      message: 'file size exceeded',
    });
    expect(errorToast(500, { message: 'Server says' }, texts)).toEqual({
      variant: 'error',
      message: 'Server says',
    });
    expect(errorToast(502, {}, texts)).toEqual({
      variant: 'error',
      message: 'Something went wrong',
    });
  });

  it('leaves field errors and not-found to the caller', () => {
    expect(errorToast(400, { message: 'bad link' }, texts)).toBeNull();
    expect(errorToast(404, {}, texts)).toBeNull();
    expect(errorToast(422, { errors: { email: ['x'] } }, texts)).toBeNull();
  });
});
