// Delivery zones are polygons drawn on the map; the delivery price of an address is the price of the
// zone its pin falls in. Coordinates are degrees treated as a flat plane: at the size of a city the
// curvature of the earth moves a border by centimetres, far less than a finger on a map.

/** A point as [latitude, longitude] in degrees: the order people and map libraries say them in. */
export type LatLng = readonly [latitude: number, longitude: number];

/** One outer ring, without the closing repeat of its first point. */
export type Ring = readonly LatLng[];

export type BoundingBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/** Most points a drawn zone may have: far more than a person clicks, few enough to check cheaply. */
export const MAX_RING_POINTS = 200;

// Cross products of degree differences: anything this small is a point on the line, for any
// coordinate a person can place (a millionth of a degree is about 10 cm).
const EPSILON = 1e-12;

const samePoint = (a: LatLng, b: LatLng) => a[0] === b[0] && a[1] === b[1];

/** (b − a) × (c − a): positive when c is to the left of a→b, zero when the three are on one line. */
function cross(a: LatLng, b: LatLng, c: LatLng): number {
  return (b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]);
}

/** Whether p lies on the segment a–b, ends included. */
function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  if (Math.abs(cross(a, b, p)) > EPSILON) return false;
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

const side = (value: number) => (Math.abs(value) <= EPSILON ? 0 : Math.sign(value));

/** Whether the segments a–b and c–d share any point (crossing, touching or overlapping). */
function segmentsMeet(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const d1 = side(cross(c, d, a));
  const d2 = side(cross(c, d, b));
  const d3 = side(cross(a, b, c));
  const d4 = side(cross(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    (d1 === 0 && onSegment(a, c, d)) ||
    (d2 === 0 && onSegment(b, c, d)) ||
    (d3 === 0 && onSegment(c, a, b)) ||
    (d4 === 0 && onSegment(d, a, b))
  );
}

/**
 * The ring as stored: a point repeated right after itself (a double click) is dropped, and so is a
 * closing point equal to the first. Accepts closed (GeoJSON-style) and open rings alike.
 */
export function normalizeRing(points: Ring): LatLng[] {
  const ring: LatLng[] = [];
  for (const point of points) {
    const previous = ring.at(-1);
    if (!previous || !samePoint(previous, point)) ring.push([point[0], point[1]]);
  }
  while (ring.length > 1 && samePoint(ring[0]!, ring.at(-1)!)) ring.pop();
  return ring;
}

export type RingProblem = 'TOO_FEW_POINTS' | 'TOO_MANY_POINTS' | 'NO_AREA' | 'SELF_INTERSECTING';

/** Whether every point lies on one straight line (the ring would enclose nothing). */
function allOnOneLine(ring: Ring): boolean {
  const first = ring[0]!;
  const other = ring.find((p) => !samePoint(p, first));
  if (!other) return true;
  return ring.every((p) => side(cross(first, other, p)) === 0);
}

/**
 * What is wrong with a normalised ring as a delivery zone, or null when it is a proper polygon:
 * at least three distinct points, some area, and no edge crossing or touching another edge (a
 * figure eight has no clear inside; the customer could not tell whether they are covered).
 */
export function ringProblem(ring: Ring): RingProblem | null {
  const distinct = new Set(ring.map(([lat, lng]) => `${lat},${lng}`));
  if (distinct.size < 3) return 'TOO_FEW_POINTS';
  if (ring.length > MAX_RING_POINTS) return 'TOO_MANY_POINTS';
  if (allOnOneLine(ring)) return 'NO_AREA';
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    // The next edge shares point b with this one; it is wrong only if it doubles back along it.
    const c = ring[(i + 2) % n]!;
    if (side(cross(a, b, c)) === 0 && (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]) < 0) {
      return 'SELF_INTERSECTING';
    }
    for (let j = i + 2; j < n; j++) {
      // The last edge and the first share the first point: neighbours, checked above.
      if (i === 0 && j === n - 1) continue;
      if (segmentsMeet(a, b, ring[j]!, ring[(j + 1) % n]!)) return 'SELF_INTERSECTING';
    }
  }
  return null;
}

export function boundingBox(ring: Ring): BoundingBox {
  const lats = ring.map((p) => p[0]);
  const lngs = ring.map((p) => p[1]);
  return {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}

export function isInBoundingBox(box: BoundingBox, [lat, lng]: LatLng): boolean {
  return box.minLat <= lat && lat <= box.maxLat && box.minLng <= lng && lng <= box.maxLng;
}

/**
 * Whether the point is inside the ring or on its border. A pin exactly on a border counts as inside:
 * the restaurant drew that line as the edge of where it delivers.
 *
 * Ray casting towards growing longitude; each edge counts when it straddles the point's latitude
 * with one end strictly above and the other at or below, so a ray through a vertex is counted once.
 */
export function pointInPolygon(point: LatLng, ring: Ring): boolean {
  const [lat, lng] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(point, a, b)) return true;
    if (a[0] > lat !== b[0] > lat) {
      const crossingLng = a[1] + ((lat - a[0]) * (b[1] - a[1])) / (b[0] - a[0]);
      if (lng < crossingLng) inside = !inside;
    }
  }
  return inside;
}

export type ZoneCandidate = { price: number; enabled: boolean; polygon: Ring };

/**
 * The zone that delivers to the point: among the enabled zones containing it, the cheapest — where
 * zones overlap the customer pays the lower price, so drawing a new zone over an old one can never
 * make delivery dearer by accident. Equal prices: the first in the given order. Null outside all.
 */
export function zoneForPoint<Z extends ZoneCandidate>(zones: readonly Z[], point: LatLng): Z | null {
  let best: Z | null = null;
  for (const zone of zones) {
    if (!zone.enabled) continue;
    if (best && zone.price >= best.price) continue;
    if (pointInPolygon(point, zone.polygon)) best = zone;
  }
  return best;
}
