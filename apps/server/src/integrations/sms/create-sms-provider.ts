import { type ConsoleSms, createConsoleSms } from './console-sms';
import { createFailoverSms, type SmsFailureListener } from './failover-sms';
import { createKavenegarSms } from './kavenegar-sms';
import type { SmsProvider, SmsProviderName } from './sms-provider';
import { createSmsIrSms } from './smsir-sms';

export interface SmsConfig {
  /** Providers to use, tried in this order. */
  providers: SmsProviderName[];
  kavenegar?: { apiKey: string; template: string; readyTemplate?: string; baseUrl?: string };
  smsir?: {
    apiKey: string;
    templateId: number;
    readyTemplateId?: number;
    parameterName?: string;
    baseUrl?: string;
  };
  /** Per-provider timeout; each adapter defaults to 5000 ms. */
  timeoutMs?: number;
  /** Pass the server's instance so /dev/sms lists what this provider printed. */
  console?: ConsoleSms;
  /** Told about every provider that failed, including ones a later provider made up for. */
  onFailure?: SmsFailureListener;
}

export function createSmsProvider(config: SmsConfig): SmsProvider {
  const { providers, timeoutMs } = config;
  if (providers.length === 0) throw new Error('SMS configuration lists no providers');
  const repeated = providers.find((name, index) => providers.indexOf(name) !== index);
  if (repeated) throw new Error(`SMS provider "${repeated}" is listed twice`);

  const built = providers.map((name): SmsProvider => {
    switch (name) {
      case 'console':
        return config.console ?? createConsoleSms();
      case 'kavenegar': {
        const settings = config.kavenegar;
        if (!settings?.apiKey || !settings.template) {
          throw missingSettings('kavenegar', 'apiKey and template');
        }
        return createKavenegarSms({ ...settings, timeoutMs });
      }
      case 'smsir': {
        const settings = config.smsir;
        if (!settings?.apiKey || !settings.templateId) {
          throw missingSettings('smsir', 'apiKey and templateId');
        }
        return createSmsIrSms({ ...settings, timeoutMs });
      }
      default:
        throw new Error(`Unknown SMS provider "${String(name satisfies never)}"`);
    }
  });

  // A single provider still goes through failover when a listener is given, so failures get reported.
  if (built.length === 1 && !config.onFailure) return built[0]!;
  return createFailoverSms(built, config.onFailure);
}

function missingSettings(provider: SmsProviderName, what: string): Error {
  return new Error(`SMS provider "${provider}" is listed in providers but its ${what} are not configured`);
}
