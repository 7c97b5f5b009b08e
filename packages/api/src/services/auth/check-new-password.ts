import { ApiError } from '../../http/errors';
import { validationText } from '../../contracts/validation-messages';
import type { Locale } from '@jobboard/tenancy/board-config';
import { isCommonPassword } from './password-policy';

/** The part of the password policy the contract cannot carry (the list stays on the server). */
export function assertPasswordAllowed(password: string, locale: Locale, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw ApiError.unprocessable({ [field]: [validationText('password_common', locale)] });
  }
}
