import { Button, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type TCoveredArea, type TCurrency, zoneForPoint } from '@sofreh/domain';
import { useRef, useState } from 'react';
import { type LatLngPoint, LeafletMap } from './leaflet-map';
import { FitToPoints, MapClicks, MapPin, MapPolygon } from './map-layers';

const COVERED_COLOR = '#c2410c';
const PIN_ZOOM = 16;

type AddressPinMapProps = {
  value: LatLngPoint | null;
  onChange: (point: LatLngPoint) => void;
  coveredAreas: readonly TCoveredArea[];
  currency: TCurrency;
  error?: string;
};

type Locating = 'idle' | 'busy' | 'failed';

/**
 * The address's pin: tap the map to place it, drag it to adjust, or ask for "my location". The
 * restaurant's delivery areas are drawn underneath, and the line below says whether the pin is in
 * one (the server decides for real when the address is priced).
 */
export function AddressPinMap({ value, onChange, coveredAreas, currency, error }: AddressPinMapProps) {
  const [locating, setLocating] = useState<Locating>('idle');
  const [located, setLocated] = useState<{ point: LatLngPoint; count: number } | null>(null);
  // Where the map opens: on the pin when editing; otherwise on the delivery areas once they arrive.
  const hadPin = useRef(value !== null).current;

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        onChange(point);
        setLocated((previous) => ({ point, count: (previous?.count ?? 0) + 1 }));
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const zone = value
    ? zoneForPoint(
        coveredAreas.map((area) => ({ ...area, enabled: true })),
        [value.latitude, value.longitude],
      )
    : null;
  const areaPoints = coveredAreas.flatMap((area) => area.polygon);

  return (
    <Stack gap={6}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text size="sm" fw={500}>
          محل روی نقشه
        </Text>
        <Button size="compact-sm" variant="light" onClick={locate} loading={locating === 'busy'}>
          موقعیت من
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        روی نقشه بزنید تا نشانگر آنجا قرار بگیرد؛ برای جابه‌جایی، نشانگر را بکشید.
      </Text>
      <LeafletMap
        height={300}
        label="نقشه انتخاب محل آدرس"
        center={value ?? undefined}
        zoom={value ? PIN_ZOOM : undefined}
      >
        {coveredAreas.map((area) => (
          <MapPolygon key={area.id} points={area.polygon} color={COVERED_COLOR} className="covered-area" />
        ))}
        <MapClicks onClick={onChange} />
        {value && <MapPin position={value} onMove={onChange} label="محل آدرس" />}
        {!hadPin && areaPoints.length > 0 && <FitToPoints points={areaPoints} fitKey="covered-areas" />}
        {located && (
          <FitToPoints
            points={[[located.point.latitude, located.point.longitude]]}
            fitKey={`located:${located.count}`}
            maxZoom={PIN_ZOOM}
          />
        )}
      </LeafletMap>
      {locating === 'failed' && (
        <Text size="xs" c="orange.8">
          موقعیت شما در دسترس نیست؛ محل را روی نقشه انتخاب کنید.
        </Text>
      )}
      {error ? (
        <Text size="sm" c="red.7" role="alert">
          {error}
        </Text>
      ) : value ? (
        <Text size="sm" c={zone ? 'teal.8' : 'orange.8'} aria-live="polite">
          {zone
            ? `داخل محدوده «${zone.vendorsProperName}»؛ هزینه ارسال ${formatMoney(zone.price, currency)}`
            : 'این نقطه بیرون از محدوده‌های ارسال رستوران است؛ سفارش ارسالی به آن ممکن نیست.'}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          هنوز محلی انتخاب نشده است.
        </Text>
      )}
    </Stack>
  );
}
