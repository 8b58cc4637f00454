import { Switch } from '@mantine/core';
import { useEffect, useState } from 'react';

type StatusSwitchProps = {
  /** The value the server last answered. */
  checked: boolean;
  /** Saves the new value; a rejection puts the switch back (the failure was already in the red notice). */
  onToggle: (next: boolean) => Promise<unknown>;
  /** What the switch is about, for screen readers and tests, e.g. «موجود بودن سس سیر». */
  label: string;
  /** Words beside the switch for each state, e.g. «موجود» / «ناموجود». */
  onText?: string;
  offText?: string;
};

/**
 * The on/off switch of a row in a back-office list (available, active): it moves at once, saves in
 * the background, stays put while saving, and moves back if the server refused. At a busy counter
 * a switch that waits for the network feels broken.
 */
export function StatusSwitch({ checked, onToggle, label, onText, offText }: StatusSwitchProps) {
  const [target, setTarget] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  // Once the list shows the saved value, stop overriding it.
  useEffect(() => {
    if (!saving && target !== null && checked === target) setTarget(null);
  }, [checked, target, saving]);

  const shown = target ?? checked;
  return (
    <Switch
      checked={shown}
      disabled={saving}
      aria-label={label}
      label={shown ? onText : offText}
      size="sm"
      styles={{ label: { whiteSpace: 'nowrap' } }}
      onChange={async (event) => {
        const next = event.currentTarget.checked;
        setTarget(next);
        setSaving(true);
        try {
          await onToggle(next);
        } catch {
          setTarget(null);
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}
