import { Button } from '@mantine/core';

type ChoiceButtonsProps<V extends string> = {
  label: string;
  value: V;
  onChange: (value: V) => void;
  data: ReadonlyArray<{ value: V; label: string }>;
  disabled?: boolean;
};

/** One choice among a few, as pressed/unpressed buttons: Tab reaches each, Enter or Space picks it. */
export function ChoiceButtons<V extends string>({
  label,
  value,
  onChange,
  data,
  disabled = false,
}: ChoiceButtonsProps<V>) {
  return (
    <Button.Group aria-label={label} style={{ width: '100%' }}>
      {data.map((option) => (
        <Button
          key={option.value}
          flex={1}
          px={6}
          h="auto"
          mih={36}
          py={4}
          // A long label («پرداخت در پایان») wraps on a phone instead of being cut.
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
          variant={option.value === value ? 'filled' : 'default'}
          aria-pressed={option.value === value}
          disabled={disabled}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Button.Group>
  );
}
