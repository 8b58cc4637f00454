import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/fetch-stub';
import { pageText, renderWithProviders } from '../../../test/render';
import { DefaultDescriptionsPage } from './default-descriptions-page';

const PATH = '/api-identity/identity/defaultdescription';
const NOTES = [
  { id: '8f0e7c1a-0000-4000-8000-000000000001', text: 'بدون پیاز' },
  { id: '8f0e7c1a-0000-4000-8000-000000000002', text: 'سس جدا' },
];

function page(data: typeof NOTES, totalCount = data.length, pageNumber = 1) {
  return { data, pageNumber, pageSize: 10, totalCount };
}

describe('DefaultDescriptionsPage', () => {
  it('lists the notes with the total in Persian digits and pages through them', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [`GET ${PATH}`]: () => reply(200, page(NOTES, 23)) });
    renderWithProviders(<DefaultDescriptionsPage />, { path: '/bo/default-descriptions' });

    expect(await screen.findByText('بدون پیاز')).toBeTruthy();
    expect(screen.getByText('۲۳ مورد')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'صفحه ۳' }));

    await waitFor(() => expect(api.callsTo(`GET ${PATH}`).length).toBe(2));
    const lastUrl = api.fetchMock.mock.calls.at(-1)![0] as string;
    expect(lastUrl).toContain('pageNumber=3');
    expect(pageText()).not.toMatch(/[0-9]/);
  });

  it('searches from page 1 once typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: (request) => reply(200, request.path && page([])),
    });
    renderWithProviders(<DefaultDescriptionsPage />, { path: '/bo/default-descriptions?page=2' });
    await screen.findByText(/هنوز توضیحی ثبت نشده است/);

    await user.type(screen.getByRole('textbox', { name: 'جستجو' }), 'سس');

    expect(await screen.findByText('توضیحی با این عبارت پیدا نشد.')).toBeTruthy();
    const lastUrl = api.fetchMock.mock.calls.at(-1)![0] as string;
    expect(decodeURIComponent(lastUrl)).toContain('search=سس');
    expect(lastUrl).toContain('pageNumber=1');
  });

  it("adds a note, showing the server's field error beside the field until it is right", async () => {
    const user = userEvent.setup();
    let rows = NOTES;
    const api = stubApi({
      [`GET ${PATH}`]: () => reply(200, page(rows)),
      [`POST ${PATH}`]: (request) => {
        const { text } = request.body as { text: string };
        if (text.length < 3)
          return reply(400, {
            code: 'BAD_REQUEST',
            message: 'برخی از مقادیر وارد شده معتبر نیستند.',
            errors: [{ field: 'text', message: 'متن توضیح خیلی کوتاه است.' }],
          });
        rows = [...rows, { id: '8f0e7c1a-0000-4000-8000-000000000003', text }];
        return reply(201, rows.at(-1));
      },
    });
    renderWithProviders(<DefaultDescriptionsPage />, { path: '/bo/default-descriptions' });
    await screen.findByText('بدون پیاز');

    await user.click(screen.getByRole('button', { name: 'افزودن توضیح' }));
    const dialog = await screen.findByRole('dialog', { name: 'توضیح پیش‌فرض جدید' });
    await user.type(within(dialog).getByLabelText('متن توضیح'), 'کم');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('متن توضیح خیلی کوتاه است.')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('متن توضیح'));
    await user.type(within(dialog).getByLabelText('متن توضیح'), 'نان اضافه');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await screen.findByText('عملیات با موفقیت ثبت شد.')).toBeTruthy();
    expect(await screen.findByText('نان اضافه')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`POST ${PATH}`).at(-1)?.body).toEqual({ text: 'نان اضافه' });
  });

  it('edits a note in place, sending its id', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => reply(200, page(NOTES)),
      [`PUT ${PATH}`]: (request) => reply(200, request.body),
    });
    renderWithProviders(<DefaultDescriptionsPage />, { path: '/bo/default-descriptions' });
    const row = (await screen.findByText('سس جدا')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'ویرایش' }));
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش توضیح' });
    const field = within(dialog).getByLabelText('متن توضیح');
    expect((field as HTMLTextAreaElement).value).toBe('سس جدا');
    await user.type(field, ' در ظرف کوچک');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() =>
      expect(api.callsTo(`PUT ${PATH}`).at(-1)?.body).toEqual({
        id: NOTES[1]!.id,
        text: 'سس جدا در ظرف کوچک',
      }),
    );
  });

  it('deletes only after the question is confirmed', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${PATH}`]: () => reply(200, page(NOTES)),
      [`DELETE ${PATH}/${NOTES[0]!.id}`]: reply(204),
    });
    renderWithProviders(<DefaultDescriptionsPage />, { path: '/bo/default-descriptions' });
    const row = (await screen.findByText('بدون پیاز')).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('«بدون پیاز» حذف شود؟')).toBeTruthy();
    expect(api.callsTo(`DELETE ${PATH}/${NOTES[0]!.id}`)).toHaveLength(0);
    const question = screen.getByText('«بدون پیاز» حذف شود؟').parentElement!;
    await user.click(within(question).getByRole('button', { name: 'حذف' }));

    await waitFor(() => expect(api.callsTo(`DELETE ${PATH}/${NOTES[0]!.id}`)).toHaveLength(1));
  });
});
