import { isPermanentSmsFailure, type SmsProvider, SmsSendError } from './sms-provider';

export type SmsFailureListener = (provider: string, error: SmsSendError) => void;

/**
 * Tries each provider in order and resolves with the first delivery. Every kind of failure moves
 * on, a logical rejection included: one provider's missing template or empty credit says nothing
 * about the next. When all fail it rejects with the last temporary error if there was one, so the
 * caller (or its job) retries and a login code is never silently dropped; with a permanent one only
 * when every provider refused for good.
 */
export function createFailoverSms(providers: SmsProvider[], onFailure?: SmsFailureListener): SmsProvider {
  if (providers.length === 0) throw new Error('Failover SMS needs at least one provider');
  const chain = [...providers];

  return {
    name: chain.map((provider) => provider.name).join(','),
    async sendOtp(message) {
      let lastError: SmsSendError | undefined;
      let lastTemporary: SmsSendError | undefined;
      for (const provider of chain) {
        try {
          return await provider.sendOtp(message);
        } catch (thrown) {
          lastError = asSmsSendError(provider.name, thrown);
          if (!isPermanentSmsFailure(lastError.reason)) lastTemporary = lastError;
          notify(onFailure, provider.name, lastError);
        }
      }
      // Retrying later is worth it if any provider may mend; only when all refused for good is it final.
      throw lastTemporary ?? lastError!;
    },
    async sendReadyNotice(notice) {
      let lastError: SmsSendError | undefined;
      let skipped: SmsSendError | undefined;
      for (const provider of chain) {
        try {
          return await provider.sendReadyNotice(notice);
        } catch (thrown) {
          const error = asSmsSendError(provider.name, thrown);
          // A provider without its ready template is skipped (and reported); the next one is tried.
          if (error.reason === 'not_configured') skipped = error;
          else lastError = error;
          notify(onFailure, provider.name, error);
        }
      }
      // A real failure wins over a skip, so the job retries it; only "nobody is set up" is final.
      throw (
        lastError ??
        (chain.length === 1
          ? skipped!
          : new SmsSendError(
              chain.map((p) => p.name).join(','),
              'not_configured',
              'no provider in the chain has a ready-notice template; skipped',
            ))
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
