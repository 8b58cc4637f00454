import { Button, Group, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DeliveryType, formatNumber, OrderSource, PaymentMethod } from '@sofreh/domain';
import { useState } from 'react';
import { JalaliDateInput } from '../../../components/jalali-date-input';
import { SearchInput } from '../../../components/search-input';
import type { BoardFilters } from '../api/get-board-orders';

type OrderFiltersProps = {
  filters: BoardFilters;
  onChange: (next: Partial<BoardFilters>) => void;
};

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** yyyy-mm-dd of the calendar day the picker chose (the server reads it as a Tehran day). */
export function dayOf(date: Date | null): string | null {
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dateOf(day: string | null): Date | null {
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

const activeCount = (filters: BoardFilters) =>
  [filters.deliveryType, filters.paymentMethod, filters.source, filters.from, filters.to].filter(Boolean)
    .length;

/** Search always in sight; on a phone the other filters fold behind one button. */
export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [unfolded, setUnfolded] = useState(false);
  const search = (
    <SearchInput
      value={filters.search}
      onSearch={(text) => onChange({ search: text })}
      placeholder="شماره سفارش، نام یا تلفن…"
      label="جستجوی سفارش"
    />
  );
  if (phone && !unfolded) {
    const active = activeCount(filters);
    return (
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <div style={{ flex: 1 }}>{search}</div>
        <Button variant="default" onClick={() => setUnfolded(true)}>
          {active > 0 ? `فیلترها (${formatNumber(active)})` : 'فیلترها'}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {search}
      <Select
        aria-label="نوع تحویل"
        placeholder="همه انواع تحویل"
        data={options(DeliveryType.labels)}
        value={filters.deliveryType}
        onChange={(value) => onChange({ deliveryType: value as BoardFilters['deliveryType'] })}
        clearable
        w={170}
      />
      <Select
        aria-label="روش پرداخت"
        placeholder="همه روش‌های پرداخت"
        data={options(PaymentMethod.labels)}
        value={filters.paymentMethod}
        onChange={(value) => onChange({ paymentMethod: value as BoardFilters['paymentMethod'] })}
        clearable
        w={170}
      />
      <Select
        aria-label="منبع سفارش"
        placeholder="همه منابع"
        data={options(OrderSource.labels)}
        value={filters.source}
        onChange={(value) => onChange({ source: value as BoardFilters['source'] })}
        clearable
        w={150}
      />
      <JalaliDateInput
        label="از تاریخ"
        value={dateOf(filters.from)}
        onChange={(date) => onChange({ from: dayOf(date) })}
        clearable
      />
      <JalaliDateInput
        label="تا تاریخ"
        value={dateOf(filters.to)}
        onChange={(date) => onChange({ to: dayOf(date) })}
        clearable
      />
    </Group>
  );
}
