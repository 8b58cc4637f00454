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

/** What @mantine/form needs from a form to take the server's field errors. */
type ErrorTarget = { getValues: () => object; setErrors: (errors: Record<string, string>) => void };

/**
 * Puts the server's `errors[]` beside the fields of a @mantine/form form: their dotted paths
 * (`toppingCategories.0.minSelect`) are the form's own paths. Returns the messages of fields the form
 * does not have, for an alert under the form; null when there are none.
 */
export function applyServerErrors(form: ErrorTarget, error: unknown): string | null {
  if (!(error instanceof ApiError) || error.errors.length === 0) return null;
  const values = form.getValues() as Record<string, unknown>;
  const byField = error.fieldErrors();
  form.setErrors(byField);
  const orphans = Object.entries(byField)
    .filter(([field]) => !(field.split('.')[0]! in values))
    .map(([, message]) => message);
  return orphans.length > 0 ? orphans.join(' ') : null;
}
