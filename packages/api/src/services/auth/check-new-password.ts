import { DomainError } from '../../errors';
import { isCommonPassword } from './password-policy';

/** The part of the password policy the contract cannot carry (the list stays on the server). */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw DomainError.invalid({ [field]: ['password_common'] });
}
