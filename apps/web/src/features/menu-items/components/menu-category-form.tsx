import { Checkbox, Group, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_SELL_CHANNEL,
  NOTICES_FA,
  SellChannel,
  type TMenuCategory,
  type TSellChannel,
} from '@sofreh/domain';
import { useEffect, useRef } from 'react';
import { FormModal } from '../../../components/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { useVendorSellChannels } from '../api/get-vendor-sell-channels';
import { useSaveMenuCategory } from '../api/save-menu-category';

type MenuCategoryFormProps = {
  /** The category being edited, or null to add a new one. */
  editing: TMenuCategory | null;
  onClose: () => void;
};

export function MenuCategoryForm({ editing, onClose }: MenuCategoryFormProps) {
  const save = useSaveMenuCategory();
  // A new category starts on every channel the restaurant sells on, so its dishes show online too.
  const vendorChannels = useVendorSellChannels().data;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      sellChannels: editing?.sellChannels ?? vendorChannels ?? ([DEFAULT_SELL_CHANNEL] as TSellChannel[]),
      active: editing?.active ?? true,
    },
  });
  // The channels may arrive after the form opened: start from them unless the person chose already.
  const applied = useRef(false);
  useEffect(() => {
    if (editing || !vendorChannels || applied.current || form.isTouched('sellChannels')) return;
    applied.current = true;
    form.setFieldValue('sellChannels', vendorChannels);
  }, [editing, vendorChannels, form]);
  const { onSubmit, submitting, formError } = useServerSubmit(
    form,
    (values) =>
      save.mutateAsync({
        id: editing?.id,
        title: values.title,
        description: values.description.trim() || null,
        sellChannels: values.sellChannels,
        active: values.active,
      }),
    () => {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      onClose();
    },
  );

  return (
    <FormModal
      opened
      onClose={onClose}
      title={editing ? `ویرایش دسته «${editing.title}»` : 'دسته جدید منو'}
      onSubmit={onSubmit}
      submitting={submitting}
      formError={formError}
      size="lg"
    >
      <TextInput
        label="عنوان دسته"
        placeholder="مثلاً کباب، پیتزا یا نوشیدنی"
        maxLength={100}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Textarea
        label="توضیحات"
        description="زیر عنوان دسته در منوی مشتری دیده می‌شود؛ اختیاری است."
        rows={2}
        maxLength={1000}
        {...form.getInputProps('description')}
      />
      <Checkbox.Group
        label="کانال‌های فروش"
        description="این دسته و آیتم‌هایش در منوی کدام کانال‌ها دیده شوند."
        {...form.getInputProps('sellChannels')}
      >
        <Group gap="lg" mt="xs">
          {SellChannel.options.map((channel) => (
            <Checkbox key={channel} value={channel} label={SellChannel.labels[channel]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label="فعال"
        description="دسته غیرفعال با همه آیتم‌هایش از منوها پنهان می‌شود."
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
