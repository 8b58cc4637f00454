import { Alert } from '@mantine/core';
import type { CartLine } from '@sofreh/domain';
import { persianQuotedList } from '../utils/persian-list';

/** Tells the customer which kept lines the menu no longer offers, until they close it. */
export function DroppedLinesAlert({ lines, onClose }: { lines: readonly CartLine[]; onClose: () => void }) {
  if (lines.length === 0) return null;
  const distinct = [...new Set(lines.map((line) => line.title))];
  const titles = persianQuotedList(distinct);
  const many = distinct.length > 1;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      title="سبد خرید به‌روز شد"
      withCloseButton
      closeButtonLabel="بستن"
      onClose={onClose}
    >
      {`${titles} الان قابل سفارش ${many ? 'نیستند' : 'نیست'} و از سبد خرید شما برداشته ${many ? 'شدند' : 'شد'}.`}
    </Alert>
  );
}
