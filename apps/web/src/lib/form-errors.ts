import { ApiError } from './api-error';

/** A form's error map: one message per field, plus `form` for problems no field on screen owns. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/**
 * Turns a failed form call into messages beside the form's own fields (SPEC §8: `data.errors`). A
 * field the form does not show (a renamed or server-only field) still reaches the person under the
 * form. Failures without field errors were already shown in the red notice, so they add nothing here.
 */
export function formErrorsFrom<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  if (!(error instanceof ApiError) || error.errors.length === 0) return {};
  const result: FormErrors<F> = {};
  const unmatched: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors())) {
    if ((fields as readonly string[]).includes(field)) result[field as F] = message;
    else unmatched.push(message);
  }
  if (unmatched.length > 0) result.form = unmatched.join(' ');
  return result;
}
