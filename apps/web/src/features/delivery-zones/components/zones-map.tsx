import type { LatLng, TDeliveryZone } from '@sofreh/domain';
import { LeafletMap } from '../../../components/map/leaflet-map';
import { FitToPoints, MapClicks, MapPolygon, MapVertices } from '../../../components/map/map-layers';
import { ZONE_COLORS } from './zone-colors';
import type { ZoneDraft } from './zone-editor';

type ZonesMapProps = {
  zones: readonly TDeliveryZone[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  draft: ZoneDraft | null;
  onAddPoint: (point: LatLng) => void;
};

/**
 * Every zone on the map; clicking one selects it. While a shape is drawn, the other zones fade and
 * stop taking clicks, and every click on the map adds a corner to the drawing.
 */
export function ZonesMap({ zones, selectedId, onSelect, draft, onAddPoint }: ZonesMapProps) {
  const drawing = draft?.step === 'shape';
  const editedId = draft?.zone?.id ?? null;
  const shown = zones.filter((zone) => zone.id !== editedId || !draft);
  const selected = zones.find((zone) => zone.id === selectedId);
  // Refit when an edit starts, the selection changes or zones come and go; never while corners are
  // being added (the map must stay where the person is drawing).
  const fit = draft
    ? draft.zone
      ? { key: `draft:${draft.zone.id}`, points: draft.zone.polygon }
      : null
    : selected
      ? { key: `zone:${selected.id}`, points: selected.polygon }
      : {
          key: `all:${zones.map((zone) => zone.id).join(',')}`,
          points: zones.flatMap((zone) => zone.polygon),
        };

  return (
    <LeafletMap height="min(70vh, 620px)" label="نقشه محدوده‌های ارسال">
      {shown.map((zone) => (
        <MapPolygon
          key={`${zone.id}:${draft ? 'faded' : 'live'}`}
          points={zone.polygon}
          color={
            zone.id === selectedId && !draft
              ? ZONE_COLORS.selected
              : zone.enabled
                ? ZONE_COLORS.enabled
                : ZONE_COLORS.disabled
          }
          dashed={!zone.enabled}
          className="delivery-zone"
          tooltip={draft ? undefined : zone.vendorsProperName}
          onClick={draft ? undefined : () => onSelect(zone.id)}
        />
      ))}
      {draft && draft.points.length > 0 && (
        <>
          <MapPolygon
            points={draft.points}
            color={ZONE_COLORS.draft}
            filled={draft.points.length >= 3}
            dashed={drawing}
            className="delivery-zone-draft"
          />
          {drawing && <MapVertices points={draft.points} color={ZONE_COLORS.draft} />}
        </>
      )}
      {drawing && <MapClicks onClick={({ latitude, longitude }) => onAddPoint([latitude, longitude])} />}
      {fit && fit.points.length > 0 && <FitToPoints points={fit.points} fitKey={fit.key} />}
    </LeafletMap>
  );
}
