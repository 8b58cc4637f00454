import type { FormEvent } from 'react';
import { useState } from 'react';
import { applyServerErrors } from './form-errors';

/** The part of a @mantine/form form this hook uses. */
type SubmittableForm<V> = {
  getValues: () => V;
  setErrors: (errors: Record<string, string>) => void;
  clearErrors: () => void;
  onSubmit: (handler: (values: V) => void) => (event?: FormEvent<HTMLFormElement>) => void;
};

/**
 * Submitting a form to the server the same way everywhere: the call runs once at a time, the
 * server's field errors land beside the fields (and those of fields not on the form under it), other
 * failures were already shown in the red notice by the API client. `onSaved` runs only on success.
 */
export function useServerSubmit<V, R>(
  form: SubmittableForm<V>,
  submit: (values: V) => Promise<R>,
  onSaved: (result: R) => void,
) {
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.onSubmit(async (values) => {
    if (submitting) return;
    setSubmitting(true);
    setFormError(null);
    form.clearErrors();
    try {
      onSaved(await submit(values));
    } catch (error) {
      setFormError(applyServerErrors(form as SubmittableForm<object>, error));
    } finally {
      setSubmitting(false);
    }
  });

  return { onSubmit, submitting, formError, clearFormError: () => setFormError(null) };
}
