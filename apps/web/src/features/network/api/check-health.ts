import { ZHealth } from '@sofreh/domain';
import { apiRequest } from '../../../lib/api-client';

/** The network check (SPEC §4). Silent: the status dot shows the answer, not a notice every 30 s. */
export async function checkHealth(): Promise<boolean> {
  try {
    await apiRequest('/api/health', { schema: ZHealth, errorNotice: 'none' });
    return true;
  } catch {
    return false;
  }
}
