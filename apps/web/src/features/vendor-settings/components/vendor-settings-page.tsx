import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { NOTICES_FA } from '@sofreh/domain';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { notifySuccess } from '../../../lib/notify';
import { useVendorProfile } from '../api/get-vendor-profile';
import { useSetPrintItemsOnFactor } from '../api/set-print-items-on-factor';
import { OpeningHoursEditor } from './opening-hours-editor';
import { VendorProfileForm } from './vendor-profile-form';

/** Settings area «مشخصات رستوران»: the profile, ordering rules, printing of the bill, opening hours. */
export function VendorSettingsPage() {
  const profile = useVendorProfile();
  const printOption = useSetPrintItemsOnFactor();

  return (
    <>
      <PageHeader title="مشخصات رستوران" description="اطلاعات رستوران، قواعد سفارش، چاپ فیش و ساعات کاری." />
      <QueryState query={profile} skeletonRows={8}>
        {(data) => (
          <Stack gap="lg" maw={880}>
            <VendorProfileForm key={data.id} profile={data} />
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Title order={3} size="h5">
                  فیش مشتری
                </Title>
                <Switch
                  label="چاپ اقلام روی فیش مشتری"
                  description="خاموش: فقط جمع مبالغ روی فیش مشتری چاپ می‌شود."
                  checked={data.printItemsOnFactor}
                  disabled={printOption.isPending}
                  onChange={(event) =>
                    printOption.mutate(event.currentTarget.checked, {
                      onSuccess: () => notifySuccess(NOTICES_FA.OPERATION_DONE),
                    })
                  }
                />
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <div>
                  <Title order={3} size="h5">
                    ساعات کاری
                  </Title>
                  <Text size="sm" c="dimmed">
                    به وقت تهران. بیرون از این ساعت‌ها سایت سفارش نمی‌گیرد.
                  </Text>
                </div>
                <OpeningHoursEditor />
              </Stack>
            </Card>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
