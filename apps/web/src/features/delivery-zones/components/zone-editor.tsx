import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_ZONE_DELIVERY_MINUTES,
  type LatLng,
  NOTICES_FA,
  normalizeRing,
  RING_PROBLEM_MESSAGES,
  ringProblem,
  type TCurrency,
  type TDeliveryZone,
  toPersianDigits,
} from '@sofreh/domain';
import { useState } from 'react';
import { MoneyInput, NumericInput } from '../../../components/numeric-input';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useSaveDeliveryZone } from '../api/save-delivery-zone';

export type ZoneDraft = {
  /** The zone being edited; null for a new one. */
  zone: TDeliveryZone | null;
  points: LatLng[];
  step: 'shape' | 'details';
};

/** A draft for a new zone (starting with its shape), or for editing one (opening on its details). */
export function draftFor(zone: TDeliveryZone | null): ZoneDraft {
  return zone
    ? { zone, points: zone.polygon.map(([lat, lng]) => [lat, lng]), step: 'details' }
    : { zone: null, points: [], step: 'shape' };
}

type ZoneEditorProps = {
  draft: ZoneDraft;
  currency: TCurrency;
  onChange: (draft: ZoneDraft) => void;
  onDone: (zone: TDeliveryZone) => void;
  onCancel: () => void;
};

/**
 * Two steps: the shape (points added by clicking the map, with undo and clear), then the zone's
 * name, price and switch. An existing zone opens on its details, its shape one click away. The form
 * lives here, above both steps, so going back to the shape keeps what was typed.
 */
export function ZoneEditor({ draft, currency, onChange, onDone, onCancel }: ZoneEditorProps) {
  const save = useSaveDeliveryZone();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      vendorsProperName: draft.zone?.vendorsProperName ?? '',
      price: (draft.zone?.price ?? '') as number | '',
      enabled: draft.zone?.enabled ?? true,
      deliveryMinutes: (draft.zone?.deliveryMinutes ?? DEFAULT_ZONE_DELIVERY_MINUTES) as number | '',
    },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    // The server's contract is the validation: an empty price goes as null and comes back explained.
    (values) =>
      save.mutateAsync({
        id: draft.zone?.id ?? null,
        zone: {
          ...values,
          price: values.price === '' ? null : values.price,
          deliveryMinutes: values.deliveryMinutes === '' ? null : values.deliveryMinutes,
          polygon: draft.points,
        },
      }),
    (zone) => {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      onDone(zone);
    },
  );

  if (draft.step === 'shape') return <ShapeStep draft={draft} onChange={onChange} onCancel={onCancel} />;

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {draft.zone ? `ویرایش «${draft.zone.vendorsProperName}»` : 'مشخصات محدوده جدید'}
        </Title>
        <TextInput
          label="نام محدوده"
          placeholder="مثلاً ونک و اطراف"
          maxLength={100}
          data-autofocus
          {...form.getInputProps('vendorsProperName')}
        />
        <MoneyInput
          label="هزینه ارسال"
          placeholder="مثلاً ۳۰٬۰۰۰"
          currency={currency}
          {...form.getInputProps('price')}
        />
        <NumericInput
          label="زمان ارسال"
          description="مشتری زمان رسیدن سفارش را با این عدد (به‌علاوه زمان آماده‌سازی) می‌بیند."
          unit="دقیقه"
          {...form.getInputProps('deliveryMinutes')}
        />
        <Switch
          label="فعال: آدرس‌های داخل این محدوده سفارش ارسالی می‌گیرند"
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            شکل: {toPersianDigits(draft.points.length)} نقطه
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => onChange({ ...draft, step: 'shape' })}>
            ویرایش شکل روی نقشه
          </Button>
        </Group>
        {formError && (
          <Alert color="red" variant="light">
            {formError}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            انصراف
          </Button>
          <Button type="submit" loading={submitting}>
            ذخیره
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ShapeStep({ draft, onChange, onCancel }: Pick<ZoneEditorProps, 'draft' | 'onChange' | 'onCancel'>) {
  const [problem, setProblem] = useState<string | null>(null);
  const { points } = draft;
  const setPoints = (next: LatLng[]) => {
    setProblem(null);
    onChange({ ...draft, points: next });
  };
  // A drawing is checked here, before the details: the person is still at the map to fix it.
  const finish = () => {
    const ring = normalizeRing(points);
    const found = ringProblem(ring);
    if (found) {
      setProblem(RING_PROBLEM_MESSAGES[found]);
      return;
    }
    onChange({ ...draft, points: ring, step: 'details' });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {draft.zone ? `شکل «${draft.zone.vendorsProperName}»` : 'رسم محدوده جدید'}
        </Title>
        <Text size="sm">
          روی نقشه کلیک کنید تا گوشه‌های محدوده یکی‌یکی اضافه شوند؛ دست‌کم سه نقطه لازم است. محدوده خودبه‌خود بسته
          می‌شود.
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {points.length === 0 ? 'هنوز نقطه‌ای اضافه نشده است.' : `${toPersianDigits(points.length)} نقطه`}
        </Text>
        {problem && (
          <Alert color="red" variant="light">
            {problem}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            onClick={() => setPoints(points.slice(0, -1))}
            disabled={points.length === 0}
          >
            برگرداندن آخرین نقطه
          </Button>
          <Button variant="default" size="sm" onClick={() => setPoints([])} disabled={points.length === 0}>
            پاک کردن همه
          </Button>
        </Group>
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            انصراف
          </Button>
          <Button onClick={finish} disabled={points.length < 3}>
            پایان رسم
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
