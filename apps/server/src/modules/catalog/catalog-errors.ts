import type { TFieldError } from '@sofreh/domain';
import { AppError } from '../../platform/errors';

/** A request that is well formed but names things the vendor does not have: 400 with the fields. */
export function invalidFields(errors: TFieldError[]): AppError {
  return new AppError('BAD_REQUEST', { errors });
}
