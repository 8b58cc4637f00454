import { DeliveryZonesScreen } from '../../features/delivery-zones/components/delivery-zones-screen';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';

export default function DeliveryZonesRoute() {
  const landing = useVendorLanding();
  return <DeliveryZonesScreen currency={landing.data?.currency ?? 'TOMAN'} />;
}
