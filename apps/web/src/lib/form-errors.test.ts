import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors } from './form-errors';

function formWith(values: object) {
  const set: Record<string, string>[] = [];
  return { set, getValues: () => values, setErrors: (errors: Record<string, string>) => set.push(errors) };
}

const validation = (errors: Array<{ field: string; message: string }>) =>
  new ApiError({ status: 400, code: 'BAD_REQUEST', message: 'برخی از مقادیر معتبر نیستند.', errors });

describe('applyServerErrors', () => {
  it('puts errors on the form by their dotted paths and returns those of fields it does not have', () => {
    const form = formWith({ title: '', toppingCategories: [{ minSelect: 3 }] });
    const orphans = applyServerErrors(
      form,
      validation([
        { field: 'title', message: 'عنوان را وارد کنید.' },
        { field: 'toppingCategories.0.minSelect', message: 'حداقل از حداکثر بیشتر است.' },
        { field: 'categoryId', message: 'دسته منو پیدا نشد.' },
      ]),
    );
    expect(form.set).toEqual([
      {
        title: 'عنوان را وارد کنید.',
        'toppingCategories.0.minSelect': 'حداقل از حداکثر بیشتر است.',
        categoryId: 'دسته منو پیدا نشد.',
      },
    ]);
    expect(orphans).toBe('دسته منو پیدا نشد.');
  });

  it('leaves the form alone for failures without field errors (the red notice said it)', () => {
    const form = formWith({ title: '' });
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'پیدا نشد.' });
    expect(applyServerErrors(form, notFound)).toBeNull();
    expect(applyServerErrors(form, new Error('boom'))).toBeNull();
    expect(form.set).toEqual([]);
  });
});
