import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  formatJalaliDate,
  formatJalaliDateTime,
  NOTICES_FA,
  type TCallerIdLine,
  type TCallerIdLineWithKey,
  toPersianDigits,
} from '@sofreh/domain';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteCallerIdLine } from '../api/delete-caller-id-line';
import { useCallerIdLines } from '../api/get-caller-id-lines';
import { useRotateDeviceKey } from '../api/rotate-device-key';
import { CallerIdLineForm } from './caller-id-line-form';
import { DeviceKeyModal } from './device-key-modal';
import { RecentCallsCard } from './recent-calls-card';
import { TestCallForm } from './test-call-form';

/** null: closed; 'new': adding; a line: editing it. */
type Editing = null | 'new' | TCallerIdLine;

/** SPEC §3 caller id: the restaurant's phone lines on the caller-ID box, their device keys, recent calls. */
export function CallerIdSettingsPage() {
  const lines = useCallerIdLines();
  const remove = useDeleteCallerIdLine();
  const rotate = useRotateDeviceKey();
  const [editing, setEditing] = useState<Editing>(null);
  const [shownKey, setShownKey] = useState<TCallerIdLineWithKey | null>(null);
  const [testing, setTesting] = useState<TCallerIdLine | null>(null);
  const nextLineNumber = Math.max(0, ...(lines.data ?? []).map((line) => line.lineNumber)) + 1;

  return (
    <>
      <PageHeader
        title="کالرآیدی"
        description="خط‌های تلفن رستوران روی دستگاه کالرآیدی؛ با هر تماس، کارت تماس‌گیرنده و سفارش‌های اخیرش در همه پنل‌های باز نمایش داده می‌شود."
        actions={<Button onClick={() => setEditing('new')}>خط تلفن جدید</Button>}
      />
      <Stack gap="lg">
        <Card withBorder padding="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            خط‌های تلفن
          </Title>
          <QueryState
            query={lines}
            isEmpty={(list) => list.length === 0}
            empty="هنوز خطی تعریف نشده است؛ با «خط تلفن جدید» شماره خط و درگاه آن روی دستگاه را وارد کنید تا کلید دستگاه ساخته شود."
          >
            {(list) => (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {list.map((line) => (
                  <Paper
                    key={line.id}
                    component="article"
                    aria-label={`خط ${toPersianDigits(line.lineNumber)}`}
                    withBorder
                    radius="md"
                    p="md"
                  >
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <div>
                        <Text fw={700}>
                          {`خط ${toPersianDigits(line.lineNumber)}`}
                          {line.label ? <Text span c="dimmed" fw={500}>{` · ${line.label}`}</Text> : null}
                        </Text>
                        <Text size="sm" dir="ltr" ta="right">
                          {toPersianDigits(line.number)}
                        </Text>
                      </div>
                      <div style={{ textAlign: 'left' }}>
                        <Text size="sm">
                          {'کلید '}
                          <Text span dir="ltr" ff="monospace">{`…${line.keyHint}`}</Text>
                        </Text>
                        <Text size="xs" c="dimmed">
                          {`ساخته‌شده ${formatJalaliDate(new Date(line.keyCreatedAt))}`}
                        </Text>
                      </div>
                    </Group>
                    <Text size="sm" c="dimmed" mt="xs">
                      {line.lastCallAt
                        ? `آخرین تماس ${formatJalaliDateTime(new Date(line.lastCallAt))}`
                        : 'هنوز تماسی نیامده'}
                    </Text>
                    <Group gap={4} mt="sm" wrap="wrap">
                      <Button size="compact-sm" variant="light" onClick={() => setTesting(line)}>
                        تماس آزمایشی
                      </Button>
                      <ConfirmButton
                        question="کلید فعلی دستگاه همین حالا از کار می‌افتد. کلید تازه ساخته شود؟"
                        confirmLabel="کلید تازه"
                        loading={rotate.isPending && rotate.variables === line.id}
                        onConfirm={async () => setShownKey(await rotate.mutateAsync(line.id))}
                      >
                        <Button size="compact-sm" variant="subtle">
                          کلید تازه
                        </Button>
                      </ConfirmButton>
                      <RowActions
                        onEdit={() => setEditing(line)}
                        deleteQuestion={`خط ${toPersianDigits(line.lineNumber)} و تماس‌های آن حذف شود؟`}
                        onDelete={async () => {
                          await remove.mutateAsync(line.id);
                          notifySuccess(NOTICES_FA.OPERATION_DONE);
                        }}
                        deleting={remove.isPending && remove.variables === line.id}
                      />
                    </Group>
                  </Paper>
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Card>
        <RecentCallsCard />
      </Stack>
      {editing !== null ? (
        <CallerIdLineForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          nextLineNumber={nextLineNumber}
          onClose={() => setEditing(null)}
          onCreated={(line) => {
            setEditing(null);
            setShownKey(line);
          }}
        />
      ) : null}
      {shownKey ? <DeviceKeyModal line={shownKey} onClose={() => setShownKey(null)} /> : null}
      {testing ? <TestCallForm line={testing} onClose={() => setTesting(null)} /> : null}
    </>
  );
}
