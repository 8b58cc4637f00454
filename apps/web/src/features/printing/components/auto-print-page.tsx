import { Alert, Anchor, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { AutoPrintTrigger, NOTICES_FA, type TAutoPrintStation, type TAutoPrintTrigger } from '@sofreh/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { notifySuccess } from '../../../lib/notify';
import { useAutoPrintSettings, useSaveAutoPrintSettings } from '../api/printing-api';

type Choice = 'OFF' | TAutoPrintTrigger;
const CHOICES: Array<{ value: Choice; label: string }> = [
  { value: 'OFF', label: 'فقط با درخواست' },
  { value: 'NEW', label: AutoPrintTrigger.labels.NEW },
  { value: 'CONFIRMED', label: AutoPrintTrigger.labels.CONFIRMED },
];

/**
 * SPEC §2 auto-print settings: for each printer station, whether it prints an order by itself when
 * the order arrives, when it is confirmed, or only when someone asks. Held by the server for the
 * whole restaurant, so every counter agrees and each ticket prints once (decision 0021).
 */
export function AutoPrintPage() {
  const settings = useAutoPrintSettings();
  const save = useSaveAutoPrintSettings();
  const [choices, setChoices] = useState<Record<string, Choice>>({});

  useEffect(() => {
    if (settings.data)
      setChoices(Object.fromEntries(settings.data.stations.map((s) => [s.stationId, s.trigger ?? 'OFF'])));
  }, [settings.data]);

  const submit = (stations: TAutoPrintStation[]) =>
    save.mutate(
      {
        stations: stations.map((s) => {
          const choice = choices[s.stationId] ?? 'OFF';
          return { stationId: s.stationId, trigger: choice === 'OFF' ? null : choice };
        }),
      },
      { onSuccess: () => notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS) },
    );

  return (
    <>
      <PageHeader
        title="چاپ خودکار"
        description="هر ایستگاه چاپ کی فیش سفارش را خودش چاپ کند. هر فیش خودکار یک بار چاپ می‌شود، حتی اگر چند صفحه سفارش‌ها باز باشد."
      />
      <Card withBorder padding="lg" radius="md">
        <QueryState
          query={settings}
          isEmpty={(data) => data.stations.length === 0}
          empty={
            <Text size="sm">
              هنوز ایستگاه چاپی ندارید؛ ابتدا در{' '}
              <Anchor component={Link} to="/bo/printer-stations">
                ایستگاه‌های چاپ
              </Anchor>{' '}
              آشپزخانه و صندوق را بسازید.
            </Text>
          }
        >
          {(data) => (
            <Stack gap="md">
              <Stack gap={0} aria-label="چاپ خودکار ایستگاه‌ها">
                {data.stations.map((station, index) => (
                  <Group
                    key={station.stationId}
                    justify="space-between"
                    align="flex-start"
                    gap="sm"
                    py="sm"
                    style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
                  >
                    <div style={{ minWidth: 160 }}>
                      <Text fw={600} size="sm">
                        {station.stationName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {station.kind === 'CUSTOMER' ? 'فیش مشتری (صورت‌حساب)' : 'فیش آشپزخانه'}
                        {' — '}
                        {station.printerName ?? (
                          <Text span size="xs" c="orange">
                            بدون چاپگر
                          </Text>
                        )}
                      </Text>
                    </div>
                    <Radio.Group
                      value={choices[station.stationId] ?? 'OFF'}
                      onChange={(value) =>
                        setChoices((c) => ({ ...c, [station.stationId]: value as Choice }))
                      }
                    >
                      <Group gap="md" role="radiogroup" aria-label={`چاپ خودکار ${station.stationName}`}>
                        {CHOICES.map((choice) => (
                          <Radio
                            key={choice.value}
                            value={choice.value}
                            label={choice.label}
                            disabled={!station.printerName && choice.value !== 'OFF'}
                          />
                        ))}
                      </Group>
                    </Radio.Group>
                  </Group>
                ))}
              </Stack>
              {data.stations.some((s) => !s.printerName) ? (
                <Alert color="orange" variant="light">
                  ایستگاه بدون چاپگر خودکار چاپ نمی‌کند؛ فیش آن را از جزئیات سفارش در مرورگر چاپ کنید.
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button loading={save.isPending} onClick={() => submit(data.stations)}>
                  ذخیره
                </Button>
              </Group>
            </Stack>
          )}
        </QueryState>
      </Card>
    </>
  );
}
