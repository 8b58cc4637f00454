import { notificationsStore } from '@mantine/notifications';
import { ERROR_MESSAGES } from '@sofreh/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { makeProfile } from '../../../test/factories';
import { reply, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { LoginScreen } from './login-screen';

const LOGIN = 'POST /api-identity/identity/auth/login';
const VERIFY = 'POST /api-identity/identity/auth/verify';
const ME = 'GET /api-identity/identity/auth/me';
const TOKENS = { token: 'access-1', refreshToken: 'refresh-1' };

/** The text a screen reader announces with the field: Mantine links the error via aria-describedby. */
function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function renderLogin(audience: 'backoffice' | 'customer' = 'backoffice') {
  const onSignedIn = vi.fn();
  renderWithProviders(
    <LoginScreen audience={audience} title="ورود به پنل رستوران" onSignedIn={onSignedIn} />,
  );
  return { onSignedIn, user: userEvent.setup() };
}

async function askForCode(user: ReturnType<typeof userEvent.setup>, phone = '۰۹۱۲۳۴۵۶۷۸۹') {
  await user.type(screen.getByLabelText('شماره موبایل'), phone);
  await user.click(screen.getByRole('button', { name: 'دریافت کد' }));
}

async function pasteCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByLabelText('رقم ۱'));
  await user.paste(code);
}

describe('LoginScreen', () => {
  it('rejects a malformed number beside the field without calling the server', async () => {
    const api = stubApi({});
    const { user } = renderLogin();

    await askForCode(user, '۱۲۳');

    const phone = screen.getByLabelText('شماره موبایل');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(phone)).toContain(ERROR_MESSAGES.fa.INVALID_PHONE_NUMBER);
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's field errors beside the field instead of a notice", async () => {
    stubApi({
      [LOGIN]: reply(400, {
        code: 'BAD_REQUEST',
        message: 'برخی از مقادیر وارد شده معتبر نیستند.',
        errors: [{ field: 'phoneNumber', message: 'این شماره در فهرست سیاه است.' }],
      }),
    });
    const { user } = renderLogin();

    await askForCode(user);

    const phone = screen.getByLabelText('شماره موبایل');
    await waitFor(() => expect(describedText(phone)).toContain('این شماره در فهرست سیاه است.'));
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });

  it('signs a registered person in: Persian digits in, normalised number out, code pasted, profile loaded', async () => {
    const profile = makeProfile();
    const api = stubApi({
      [LOGIN]: reply(200, { userId: 'u-1', isRegistered: true, phoneNumber: '09123456789' }),
      [VERIFY]: reply(200, TOKENS),
      [ME]: reply(200, profile),
    });
    const { user, onSignedIn } = renderLogin();

    await askForCode(user);
    expect(await screen.findByText(/۰۹۱۲۳۴۵۶۷۸۹/)).toBeTruthy();
    // The resend button counts down two minutes before it can be used.
    const resend = screen.getByRole('button', { name: /ارسال دوباره کد \(۲:۰۰\)|ارسال دوباره کد \(۱:۵۹\)/ });
    expect(resend.hasAttribute('disabled')).toBe(true);

    await pasteCode(user, '۱۲۳۴۵۶');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.callsTo(LOGIN)[0]!.body).toEqual({ phoneNumber: '09123456789', isBackOffice: true });
    expect(api.callsTo(VERIFY)[0]!.body).toEqual({ userId: 'u-1', otp: '123456' });
    expect(useAuthStore.getState().token).toBe('access-1');
    expect(useAuthStore.getState().profile).toEqual(profile);
    // The refresh token stays in its HttpOnly cookie: nothing of it in storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain('refresh-1');
  });

  it('does not ask the customer side to restrict codes to staff', async () => {
    const api = stubApi({
      [LOGIN]: reply(200, { userId: 'u-1', isRegistered: true, phoneNumber: '09123456789' }),
    });
    const { user } = renderLogin('customer');
    await askForCode(user, '09123456789');
    await screen.findByLabelText('رقم ۱');
    expect(api.callsTo(LOGIN)[0]!.body).toEqual({ phoneNumber: '09123456789', isBackOffice: false });
  });

  it('asks a new person for their name before the code and sends both together', async () => {
    const api = stubApi({
      [LOGIN]: reply(200, { userId: 'u-2', isRegistered: false, phoneNumber: '09351112233' }),
      [VERIFY]: reply(200, TOKENS),
      [ME]: reply(200, makeProfile({ kind: 'CUSTOMER', firstName: 'سارا', lastName: 'کریمی' })),
    });
    const { user, onSignedIn } = renderLogin('customer');

    await askForCode(user, '09351112233');
    await user.type(await screen.findByLabelText('نام'), 'سارا');
    await user.type(screen.getByLabelText('نام خانوادگی'), 'کریمی');
    await user.click(screen.getByRole('button', { name: 'ادامه' }));
    await pasteCode(user, '654321');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.callsTo(VERIFY)[0]!.body).toEqual({
      userId: 'u-2',
      otp: '654321',
      firstName: 'سارا',
      lastName: 'کریمی',
    });
  });

  it('returns to the name fields with the errors the server found there', async () => {
    stubApi({
      [LOGIN]: reply(200, { userId: 'u-2', isRegistered: false, phoneNumber: '09351112233' }),
      [VERIFY]: reply(400, {
        code: 'NAMES_REQUIRED',
        message: 'نام و نام خانوادگی را وارد کنید.',
        errors: [{ field: 'lastName', message: 'نام خانوادگی بیش از حد کوتاه است.' }],
      }),
    });
    const { user } = renderLogin('customer');

    await askForCode(user, '09351112233');
    await user.type(await screen.findByLabelText('نام'), 'سارا');
    await user.type(screen.getByLabelText('نام خانوادگی'), 'ک');
    await user.click(screen.getByRole('button', { name: 'ادامه' }));
    await pasteCode(user, '654321');

    const lastName = await screen.findByLabelText('نام خانوادگی');
    expect(describedText(lastName)).toContain('نام خانوادگی بیش از حد کوتاه است.');
    expect((lastName as HTMLInputElement).value).toBe('ک');
  });

  it('clears the boxes and says why when the code is wrong', async () => {
    const api = stubApi({
      [LOGIN]: reply(200, { userId: 'u-1', isRegistered: true, phoneNumber: '09123456789' }),
      [VERIFY]: reply(401, { code: 'OTP_INVALID', message: 'کد وارد شده اشتباه است.' }),
    });
    const { user, onSignedIn } = renderLogin();

    await askForCode(user);
    await pasteCode(user, '111111');

    expect((await screen.findByRole('alert')).textContent).toBe('کد وارد شده اشتباه است.');
    expect((screen.getByLabelText('رقم ۱') as HTMLInputElement).value).toBe('');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api-identity/identity/auth/refreshtoken')).toHaveLength(0);
  });

  it('goes back to the number with "change number"', async () => {
    stubApi({ [LOGIN]: reply(200, { userId: 'u-1', isRegistered: true, phoneNumber: '09123456789' }) });
    const { user } = renderLogin();

    await askForCode(user);
    await user.click(await screen.findByRole('button', { name: 'تغییر شماره' }));

    expect((screen.getByLabelText('شماره موبایل') as HTMLInputElement).value).toBe('09123456789');
  });
});

describe('LoginScreen resend', () => {
  it('counts two minutes down, then sends a new code and starts over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      [LOGIN]: reply(200, { userId: 'u-1', isRegistered: true, phoneNumber: '09123456789' }),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginScreen audience="customer" title="ورود" onSignedIn={onSignedIn} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await askForCode(user);
    await screen.findByLabelText('رقم ۱');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(
      screen.getByRole('button', { name: /ارسال دوباره کد \((۱:۰۰|۰:۵۹)\)/ }).hasAttribute('disabled'),
    ).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const resend = screen.getByRole('button', { name: 'ارسال دوباره کد' });
    expect(resend.hasAttribute('disabled')).toBe(false);
    await user.click(resend);

    await waitFor(() => expect(api.callsTo(LOGIN)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: /ارسال دوباره کد \((۲:۰۰|۱:۵۹)\)/ })).toBeTruthy();
  });
});
