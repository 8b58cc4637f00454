import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OtpBoxes } from './otp-boxes';

function ControlledBoxes({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <OtpBoxes value={value} onChange={setValue} onComplete={onComplete} />;
}

const box = (position: string) => screen.getByLabelText(`رقم ${position}`) as HTMLInputElement;
const allBoxes = () => ['۱', '۲', '۳', '۴', '۵', '۶'].map(box);

describe('OtpBoxes', () => {
  it('moves to the next box as each digit is typed, showing Persian digits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledBoxes onComplete={vi.fn()} />);

    await user.click(box('۱'));
    await user.keyboard('4');
    expect(box('۱').value).toBe('۴');
    expect(document.activeElement).toBe(box('۲'));
    await user.keyboard('۷');
    expect(box('۲').value).toBe('۷');
    expect(document.activeElement).toBe(box('۳'));
  });

  it('fills all six boxes from a pasted Persian code and submits it in ASCII digits', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithProviders(<ControlledBoxes onComplete={onComplete} />);

    await user.click(box('۱'));
    await user.paste('۱۲۳۴۵۶');

    expect(allBoxes().map((input) => input.value)).toEqual(['۱', '۲', '۳', '۴', '۵', '۶']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('submits on the sixth typed digit', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithProviders(<ControlledBoxes onComplete={onComplete} />);

    await user.click(box('۱'));
    await user.keyboard('98765');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('goes back to the previous box on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledBoxes onComplete={vi.fn()} />);

    await user.click(box('۱'));
    await user.keyboard('12');
    expect(document.activeElement).toBe(box('۳'));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box('۲'));
    expect(box('۲').value).toBe('');
    expect(box('۱').value).toBe('۱');
  });
});
