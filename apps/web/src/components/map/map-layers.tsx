import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { type LatLngPoint, useLeafletMap } from './leaflet-map';

// Small React wrappers over Leaflet layers: each adds its layer while mounted and keeps it in step
// with its props. The callbacks are read through refs so that a new function each render does not
// rebuild the layer.

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** Leaflet's own pin, its images bundled from the package (Leaflet guesses their path wrongly under Vite). */
const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

/**
 * Leaflet renders a string tooltip or popup as HTML: a name a person typed (a delivery zone's) must go
 * in as a text node, or it is markup on every back-office screen that shows it.
 */
function textElement(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}

export type PolygonPoints = ReadonlyArray<readonly [number, number]>;

type MapPolygonProps = {
  points: PolygonPoints;
  color: string;
  dashed?: boolean;
  /** Filled area; an unfinished drawing is only its outline. */
  filled?: boolean;
  /** A CSS class on the SVG path, for tests and styling. */
  className?: string;
  /** Name shown when the pointer rests on the shape. */
  tooltip?: string;
  onClick?: () => void;
};

export function MapPolygon({
  points,
  color,
  dashed,
  filled = true,
  className,
  tooltip,
  onClick,
}: MapPolygonProps) {
  const map = useLeafletMap();
  const onClickRef = useLatest(onClick);
  const interactive = onClick !== undefined || tooltip !== undefined;
  useEffect(() => {
    const latLngs = points.map(([lat, lng]) => L.latLng(lat, lng));
    const style = {
      color,
      weight: 2,
      dashArray: dashed ? '6 6' : undefined,
      fillOpacity: filled ? 0.18 : 0,
      className,
      // A shape that does nothing lets clicks through to the map (placing a pin inside a zone).
      interactive,
    };
    const layer = filled ? L.polygon(latLngs, style) : L.polyline(latLngs, style);
    if (tooltip) layer.bindTooltip(textElement(tooltip), { sticky: true, direction: 'top' });
    layer.on('click', (event) => {
      L.DomEvent.stopPropagation(event);
      onClickRef.current?.();
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, points, color, dashed, filled, className, tooltip, interactive, onClickRef]);
  return null;
}

/** The corners of a shape being drawn, as small dots. */
export function MapVertices({ points, color }: { points: PolygonPoints; color: string }) {
  const map = useLeafletMap();
  useEffect(() => {
    const group = L.layerGroup(
      points.map(([lat, lng]) =>
        L.circleMarker([lat, lng], {
          radius: 5,
          color,
          weight: 2,
          fillColor: '#fff',
          fillOpacity: 1,
          interactive: false,
          className: 'map-vertex',
        }),
      ),
    );
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, points, color]);
  return null;
}

type MapPinProps = {
  position: LatLngPoint;
  /** Called after the person drags the pin somewhere else. */
  onMove?: (position: LatLngPoint) => void;
  label: string;
};

export function MapPin({ position, onMove, label }: MapPinProps) {
  const map = useLeafletMap();
  const onMoveRef = useLatest(onMove);
  const positionRef = useLatest(position);
  const markerRef = useRef<L.Marker | null>(null);
  const draggable = onMove !== undefined;

  useEffect(() => {
    const { latitude, longitude } = positionRef.current;
    const marker = L.marker([latitude, longitude], {
      icon: pinIcon,
      draggable,
      keyboard: true,
      title: label,
      alt: label,
    });
    marker.on('dragend', () => {
      const { lat, lng } = marker.getLatLng();
      onMoveRef.current?.({ latitude: lat, longitude: lng });
    });
    marker.addTo(map);
    markerRef.current = marker;
    return () => {
      marker.remove();
      markerRef.current = null;
    };
  }, [map, draggable, label, onMoveRef, positionRef]);

  useEffect(() => {
    markerRef.current?.setLatLng([position.latitude, position.longitude]);
  }, [position.latitude, position.longitude]);
  return null;
}

/** Calls back with the point a person clicks or taps on the map. */
export function MapClicks({ onClick }: { onClick: (position: LatLngPoint) => void }) {
  const map = useLeafletMap();
  const onClickRef = useLatest(onClick);
  useEffect(() => {
    const handler = (event: L.LeafletMouseEvent) =>
      onClickRef.current({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    map.on('click', handler);
    const container = map.getContainer();
    container.style.cursor = 'crosshair';
    return () => {
      map.off('click', handler);
      container.style.cursor = '';
    };
  }, [map, onClickRef]);
  return null;
}

/**
 * Moves the map to show all the points, each time `fitKey` changes (not on every render, which would
 * snap the map back while someone pans it).
 */
export function FitToPoints({
  points,
  fitKey,
  maxZoom = 16,
}: {
  points: PolygonPoints;
  fitKey: string;
  maxZoom?: number;
}) {
  const map = useLeafletMap();
  const pointsRef = useLatest(points);
  useEffect(() => {
    const current = pointsRef.current;
    if (current.length === 0 || fitKey === '') return;
    if (current.length === 1) {
      map.setView([current[0]![0], current[0]![1]], maxZoom);
      return;
    }
    map.fitBounds(L.latLngBounds(current.map(([lat, lng]) => L.latLng(lat, lng))), {
      padding: [24, 24],
      maxZoom,
    });
  }, [map, fitKey, maxZoom, pointsRef]);
  return null;
}
