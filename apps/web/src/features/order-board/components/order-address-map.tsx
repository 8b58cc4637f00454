import { LeafletMap } from '../../../components/map/leaflet-map';
import { MapPin } from '../../../components/map/map-layers';

/** The delivery pin, in its own chunk: Leaflet loads only when an order with a pin is opened. */
export default function OrderAddressMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const point = { latitude, longitude };
  return (
    <LeafletMap center={point} zoom={15} height={200} label="موقعیت آدرس تحویل روی نقشه">
      <MapPin position={point} label="آدرس تحویل" />
    </LeafletMap>
  );
}
