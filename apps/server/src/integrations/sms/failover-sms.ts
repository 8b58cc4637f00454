import { type SmsProvider, SmsSendError } from './sms-provider';

export type SmsFailureListener = (provider: string, error: SmsSendError) => void;

/**
 * Tries each provider in order and resolves with the first delivery. Every kind of failure moves
 * on, a logical rejection included: one provider's missing template or empty credit says nothing
 * about the next. When all fail it rejects with the last error, so the caller (or its job) can
 * retry and a login code is never silently dropped.
 */
export function createFailoverSms(providers: SmsProvider[], onFailure?: SmsFailureListener): SmsProvider {
  if (providers.length === 0) throw new Error('Failover SMS needs at least one provider');
  const chain = [...providers];

  return {
    name: chain.map((provider) => provider.name).join(','),
    async sendOtp(message) {
      let lastError: SmsSendError | undefined;
      for (const provider of chain) {
        try {
          return await provider.sendOtp(message);
        } catch (thrown) {
          lastError = asSmsSendError(provider.name, thrown);
          notify(onFailure, provider.name, lastError);
        }
      }
      throw lastError!;
    },
    async sendText(message) {
      let lastError: SmsSendError | undefined;
      // Only providers that can send free text are tried (decision 0023).
      for (const provider of chain) {
        if (!provider.sendText) continue;
        try {
          return await provider.sendText(message);
        } catch (thrown) {
          lastError = asSmsSendError(provider.name, thrown);
          notify(onFailure, provider.name, lastError);
        }
      }
      throw (
        lastError ??
        new SmsSendError(chain.map((p) => p.name).join(','), 'rejected', 'no provider can send text')
      );
    },
  };
}

/** A provider that breaks its contract (throws something else) must not stop the chain. */
function asSmsSendError(provider: string, thrown: unknown): SmsSendError {
  if (thrown instanceof SmsSendError) return thrown;
  return new SmsSendError(provider, 'unavailable', `${provider} failed unexpectedly`, undefined, {
    cause: thrown,
  });
}

function notify(onFailure: SmsFailureListener | undefined, provider: string, error: SmsSendError): void {
  try {
    onFailure?.(provider, error);
  } catch {
    // The listener only observes (logging, metrics); a fault in it must not cost the user their code.
  }
}
