import { isPermanentSmsFailure, type SmsProvider, SmsSendError } from '../../integrations/sms/sms-provider';
import type { Clock } from '../../platform/clock';
import type { Jobs } from '../../platform/jobs';
import { OTP_SMS_QUEUE, type OtpSmsJob } from './auth.service';
import { createOtpHasher } from './otp';

/**
 * Delivers login codes. The job was written in the same transaction as the challenge, so a code that
 * exists is sent; a temporary provider failure throws and pg-boss retries (the provider chain already
 * tried its fallback). A permanent refusal (no credit, a refused key, an invalid number) is logged as an
 * error and not retried: trying again only spends money on the same answer. A code past its expiry is
 * not worth an SMS.
 */
export async function registerOtpSmsJob(deps: {
  jobs: Jobs;
  sms: SmsProvider;
  secret: string;
  clock: Clock;
  log: {
    info: (obj: object, msg: string) => void;
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
}) {
  const hasher = createOtpHasher(deps.secret);
  await deps.jobs.work<OtpSmsJob>(OTP_SMS_QUEUE, async (job) => {
    if (new Date(job.expiresAt).getTime() <= deps.clock.now().getTime()) {
      deps.log.warn({ challengeId: job.challengeId }, 'login code expired before it could be sent');
      return;
    }
    let result: Awaited<ReturnType<SmsProvider['sendOtp']>>;
    try {
      result = await deps.sms.sendOtp({ phoneNumber: job.phoneNumber, code: hasher.open(job.sealedCode) });
    } catch (error) {
      if (!(error instanceof SmsSendError && isPermanentSmsFailure(error.reason))) throw error;
      deps.log.error(
        {
          challengeId: job.challengeId,
          provider: error.provider,
          reason: error.reason,
          detail: error.message,
        },
        'login code refused by every SMS provider, not retried',
      );
      return;
    }
    // Sent, but its answer could not be read: most likely delivered. Logged, never sent again (0044).
    if (result.unconfirmed) {
      deps.log.warn(
        { challengeId: job.challengeId, provider: result.provider, detail: result.unconfirmed },
        'login code sent, unconfirmed',
      );
    } else deps.log.info({ challengeId: job.challengeId, provider: result.provider }, 'login code sent');
  });
}
