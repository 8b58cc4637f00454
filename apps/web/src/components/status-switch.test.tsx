import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { StatusSwitch } from './status-switch';

/** A list row whose "server" answers when the test says so. */
function Harness({ fail = false }: { fail?: boolean }) {
  const [saved, setSaved] = useState(true);
  const [pending, setPending] = useState<null | (() => void)>(null);
  return (
    <>
      <StatusSwitch
        checked={saved}
        label="موجود بودن سس سیر"
        onText="موجود"
        offText="ناموجود"
        onToggle={(next) =>
          new Promise<void>((resolve, reject) =>
            setPending(() => () => {
              if (fail) reject(new Error('refused'));
              else {
                setSaved(next);
                resolve();
              }
            }),
          )
        }
      />
      <button type="button" onClick={() => pending?.()}>
        پاسخ سرور
      </button>
    </>
  );
}

const theSwitch = () => screen.getByRole('switch', { name: 'موجود بودن سس سیر' }) as HTMLInputElement;

describe('StatusSwitch', () => {
  it('moves at once, waits disabled while saving, then shows the saved value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(theSwitch().checked).toBe(true);
    expect(screen.getByText('موجود')).toBeTruthy();

    await user.click(theSwitch());
    expect(theSwitch().checked).toBe(false);
    expect(theSwitch().disabled).toBe(true);
    expect(screen.getByText('ناموجود')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'پاسخ سرور' }));
    await waitFor(() => expect(theSwitch().disabled).toBe(false));
    expect(theSwitch().checked).toBe(false);
  });

  it('moves back when the server refuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness fail />);

    await user.click(theSwitch());
    expect(theSwitch().checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'پاسخ سرور' }));

    await waitFor(() => expect(theSwitch().checked).toBe(true));
    expect(theSwitch().disabled).toBe(false);
  });
});
