import 'leaflet/dist/leaflet.css';
import { Box, Paper, Text } from '@mantine/core';
import { TEHRAN_CENTER } from '@sofreh/domain';
import L from 'leaflet';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useWebConfig } from './get-map-config';

const MapContext = createContext<L.Map | null>(null);

/** The Leaflet map of the nearest LeafletMap; layers use it to add themselves. */
export function useLeafletMap(): L.Map {
  const map = useContext(MapContext);
  if (!map) throw new Error('useLeafletMap outside LeafletMap');
  return map;
}

export type LatLngPoint = { latitude: number; longitude: number };

type LeafletMapProps = {
  /** Where the map opens; later changes do not move it (layers such as FitToPoints do). */
  center?: LatLngPoint;
  zoom?: number;
  height: number | string;
  /** What the map is for, read by screen readers. */
  label: string;
  /** Layers: polygons, pins, click handlers. They render once the map exists. */
  children?: ReactNode;
};

const DEFAULT_ZOOM = 12;

/** Escapes the configured credit line: Leaflet writes attributions as HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A Leaflet map with the installation's tiles. Without tiles (no network, a blocked tile server) it
 * stays a grey map on which polygons, pins and clicks still work, and says so in a small note.
 */
export function LeafletMap({
  center = TEHRAN_CENTER,
  zoom = DEFAULT_ZOOM,
  height,
  label,
  children,
}: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const config = useWebConfig();
  const initialView = useRef({ center, zoom });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { center: start, zoom: startZoom } = initialView.current;
    const created = L.map(container, { zoomControl: true, attributionControl: true }).setView(
      [start.latitude, start.longitude],
      startZoom,
    );
    // The attribution's "Leaflet" link and its flag would only add an English line to a Persian page.
    created.attributionControl.setPrefix(false);
    setMap(created);
    // A map that opened while hidden (a tab, a collapsing layout) must measure itself again.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    if (config.isError) {
      setTilesFailed(true);
      return;
    }
    if (!config.data) return;
    const tiles = L.tileLayer(config.data.mapTileUrl, {
      attribution: escapeHtml(config.data.mapAttribution),
      maxZoom: 19,
    });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.on('tileload', () => setTilesFailed(false));
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, config.data, config.isError]);

  return (
    <Box
      pos="relative"
      h={height}
      // isolation: Leaflet stacks its panes with z-index up to 1000; kept inside the map, they stay
      // under the page's dialogs and menus (Mantine's modal sits at 200).
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', isolation: 'isolate' }}
    >
      {/* Leaflet lays out its panes and controls left to right; the page around it stays right to left. */}
      <div
        ref={containerRef}
        dir="ltr"
        role="application"
        aria-label={label}
        style={{ height: '100%', width: '100%', background: '#d9dde1' }}
      />
      {map && <MapContext.Provider value={map}>{children}</MapContext.Provider>}
      {tilesFailed && (
        <Paper
          pos="absolute"
          top={8}
          right={8}
          // Clear of the zoom buttons in the top-left corner.
          maw="calc(100% - 64px)"
          px="sm"
          py={4}
          radius="sm"
          shadow="xs"
          style={{ zIndex: 1000, pointerEvents: 'none', opacity: 0.92 }}
          role="status"
        >
          <Text size="xs" c="dimmed">
            تصویر زمینه نقشه بارگذاری نشد؛ نقشه همچنان کار می‌کند.
          </Text>
        </Paper>
      )}
    </Box>
  );
}
