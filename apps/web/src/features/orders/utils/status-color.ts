import type { TOrderStatus } from '@sofreh/domain';

/** A colour per state, so a glance says waiting (saffron), going well (teal/blue) or stopped (red). */
export function statusColor(status: TOrderStatus): string {
  switch (status) {
    case 'REJECTED':
      return 'red';
    case 'SUBMITTED':
    case 'NEEDFORCALL':
      return 'saffron';
    case 'DELIVERED':
    case 'FINISHED':
      return 'gray';
    default:
      return 'teal';
  }
}
