import { Alert, Input, MultiSelect, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTICES_FA, PrintStation, type TPrinterStation, toPersianDigits } from '@sofreh/domain';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useCategoryRoutes } from '../api/get-category-routes';
import { usePrinters } from '../api/get-printers';
import { useSavePrinterStation } from '../api/save-printer-station';

type StationKind = TPrinterStation['kind'];
type StationFormValues = { name: string; kind: StationKind; printerId: string | null; categoryIds: string[] };

type PrinterStationFormProps = {
  /** The station being edited, or null to add a new one. */
  editing: TPrinterStation | null;
  onClose: () => void;
};

const KIND_OPTIONS = PrintStation.options.map((kind) => ({ value: kind, label: PrintStation.labels[kind] }));

export function PrinterStationForm({ editing, onClose }: PrinterStationFormProps) {
  const save = useSavePrinterStation();
  const printers = usePrinters();
  const routes = useCategoryRoutes();
  const form = useForm<StationFormValues>({
    mode: 'controlled',
    initialValues: {
      name: editing?.name ?? '',
      kind: editing?.kind ?? 'KITCHEN',
      printerId: editing?.printerId ?? null,
      categoryIds: editing?.categoryIds ?? [],
    },
  });
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) =>
      save.mutateAsync({
        id: editing?.id,
        name: values.name,
        kind: values.kind,
        printerId: values.printerId,
        // A cashier station prints the whole bill; only kitchen stations take categories.
        categoryIds: values.kind === 'KITCHEN' ? values.categoryIds : [],
      }),
    () => {
      notifySuccess(NOTICES_FA.OPERATION_DONE);
      onClose();
    },
  );

  const { kind, categoryIds } = form.values;
  const stationOf = new Map((routes.data ?? []).map((route) => [route.categoryId, route]));
  // A category prints at one station: the ones chosen here leave the station they printed at.
  const moving = categoryIds
    .map((id) => stationOf.get(id))
    .filter((route) => route?.printerStationId && route.printerStationId !== editing?.id);
  // The server names a refused category by its place in the list (`categoryIds.2`).
  const categoriesError =
    form.errors.categoryIds ??
    Object.entries(form.errors).find(([field]) => field.startsWith('categoryIds.'))?.[1];

  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? 'ویرایش ایستگاه چاپ' : 'ایستگاه چاپ جدید'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
      size="lg"
    >
      <TextInput
        label="نام ایستگاه"
        description="مثلاً «آشپزخانه گرم»، «بار» یا «صندوق»."
        maxLength={100}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Input.Wrapper label="نوع ایستگاه" labelElement="div" error={form.errors.kind}>
        <SegmentedControl
          mt={4}
          fullWidth
          data={KIND_OPTIONS}
          aria-label="نوع ایستگاه"
          {...form.getInputProps('kind')}
        />
      </Input.Wrapper>
      <Select
        label="چاپگر"
        placeholder={printers.data?.length === 0 ? 'هنوز چاپگری ثبت نشده است' : 'بدون چاپگر'}
        description={
          printers.data?.length === 0
            ? 'ابتدا در بخش «چاپگرها» چاپگر را ثبت کنید؛ ایستگاه بدون چاپگر چیزی چاپ نمی‌کند.'
            : undefined
        }
        data={(printers.data ?? []).map((printer) => ({
          value: printer.id,
          label: `${printer.name} (${toPersianDigits(printer.ip)})`,
        }))}
        clearable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('printerId')}
      />
      {kind === 'KITCHEN' ? (
        <Stack gap="xs">
          <MultiSelect
            label="دسته‌هایی که اینجا چاپ می‌شوند"
            description="آیتم‌های این دسته‌های منو روی فیش این ایستگاه چاپ می‌شوند."
            placeholder={categoryIds.length === 0 ? 'انتخاب دسته‌ها' : undefined}
            nothingFoundMessage="دسته‌ای پیدا نشد"
            searchable
            data={(routes.data ?? []).map((route) => ({
              value: route.categoryId,
              label: route.categoryTitle,
            }))}
            renderOption={({ option }) => {
              const route = stationOf.get(option.value);
              const elsewhere = route?.printerStationName && route.printerStationId !== editing?.id;
              return (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  {elsewhere ? (
                    <Text size="xs" c="dimmed">
                      اکنون در «{route.printerStationName}»
                    </Text>
                  ) : null}
                </Stack>
              );
            }}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('categoryIds')}
            error={categoriesError}
          />
          {moving.length > 0 ? (
            <Alert color="blue" variant="light" p="xs">
              {moving.map((route) => (
                <Text key={route!.categoryId} size="sm">
                  «{route!.categoryTitle}» از «{route!.printerStationName}» به این ایستگاه منتقل می‌شود.
                </Text>
              ))}
            </Alert>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          ایستگاه صندوق فیش کامل مشتری را با همه آیتم‌ها و مبلغ‌ها چاپ می‌کند.
        </Text>
      )}
    </FormModal>
  );
}
