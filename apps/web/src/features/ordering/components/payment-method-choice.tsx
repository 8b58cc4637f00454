import '@mantine/core/styles/Radio.css';
import { Radio, Stack, Text } from '@mantine/core';
import {
  PaymentProvider,
  type TBankConfiguration,
  type TCustomerPaymentMethod,
  type TPaymentProvider,
} from '@sofreh/domain';
import { defaultProvider } from '../../../lib/online-payment';

const METHOD_TEXT: Record<TCustomerPaymentMethod, { label: string; description: string }> = {
  ONLINE: { label: 'پرداخت آنلاین', description: 'با کارت بانکی در درگاه امن بانک' },
  CASH: { label: 'پرداخت نقدی', description: 'هنگام تحویل سفارش' },
  CARD: { label: 'کارت‌خوان', description: 'با کارت بانکی هنگام تحویل سفارش' },
};

type PaymentMethodChoiceProps = {
  configuration: TBankConfiguration;
  method: TCustomerPaymentMethod | null;
  provider: TPaymentProvider | null;
  onChange: (choice: { method: TCustomerPaymentMethod; provider: TPaymentProvider | null }) => void;
};

/** The ways this restaurant takes money; with more than one gateway, which one pays online. */
export function offeredMethods(configuration: TBankConfiguration): TCustomerPaymentMethod[] {
  return configuration.paymentMethods.filter(
    (method): method is TCustomerPaymentMethod =>
      method === 'ONLINE' || method === 'CASH' || method === 'CARD',
  );
}

export function PaymentMethodChoice({ configuration, method, provider, onChange }: PaymentMethodChoiceProps) {
  const methods = offeredMethods(configuration);
  if (methods.length === 0) {
    return (
      <Text size="sm" c="red.8">
        این رستوران فعلاً روش پرداختی برای سفارش آنلاین ندارد.
      </Text>
    );
  }
  return (
    <Radio.Group
      value={method}
      onChange={(next) =>
        onChange({
          method: next as TCustomerPaymentMethod,
          provider: next === 'ONLINE' ? (provider ?? defaultProvider(configuration)) : provider,
        })
      }
      aria-label="روش پرداخت"
    >
      <Stack gap="sm">
        {methods.map((value) => (
          <Stack key={value} gap="xs">
            <Radio
              value={value}
              label={METHOD_TEXT[value].label}
              description={METHOD_TEXT[value].description}
            />
            {value === 'ONLINE' && method === 'ONLINE' && configuration.bankTypes.length > 1 && (
              <Radio.Group
                value={provider}
                onChange={(next) => onChange({ method: 'ONLINE', provider: next as TPaymentProvider })}
                aria-label="درگاه پرداخت"
                ps="xl"
              >
                <Stack gap={6}>
                  {configuration.bankTypes.map((bank) => (
                    <Radio key={bank} value={bank} size="xs" label={PaymentProvider.labels[bank]} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          </Stack>
        ))}
      </Stack>
    </Radio.Group>
  );
}
