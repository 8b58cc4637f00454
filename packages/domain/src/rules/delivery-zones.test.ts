import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  isInBoundingBox,
  type LatLng,
  MAX_RING_POINTS,
  normalizeRing,
  pointInPolygon,
  ringProblem,
  zoneForPoint,
} from './delivery-zones';

// Points are [latitude, longitude]. Small whole numbers keep the pictures in one's head:
//
//   square            concave "C" (open to the east)
//   (4,0)───(4,4)     (4,0)────────(4,4)
//     │       │         │   (3,1)──(3,4)
//   (0,0)───(0,4)       │   (1,1)──(1,4)
//                     (0,0)────────(0,4)
const square: LatLng[] = [
  [0, 0],
  [0, 4],
  [4, 4],
  [4, 0],
];
const letterC: LatLng[] = [
  [0, 0],
  [0, 4],
  [1, 4],
  [1, 1],
  [3, 1],
  [3, 4],
  [4, 4],
  [4, 0],
];

describe('pointInPolygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon([2, 2], square)).toBe(true);
    expect(pointInPolygon([0.1, 3.9], square)).toBe(true);
    expect(pointInPolygon([5, 2], square)).toBe(false);
    expect(pointInPolygon([2, -0.1], square)).toBe(false);
    expect(pointInPolygon([-1, -1], square)).toBe(false);
  });

  it('counts a point on an edge or on a vertex as inside', () => {
    expect(pointInPolygon([0, 2], square)).toBe(true);
    expect(pointInPolygon([2, 4], square)).toBe(true);
    expect(pointInPolygon([4, 4], square)).toBe(true);
    expect(pointInPolygon([0, 0], square)).toBe(true);
  });

  it('is not fooled by a ray passing exactly through vertices', () => {
    // The ray from (4, -2) runs along the top edge; from (0, -1) along the bottom edge.
    expect(pointInPolygon([4, -2], square)).toBe(false);
    expect(pointInPolygon([0, -1], square)).toBe(false);
    // A diamond: the ray from (2, 0.5) passes through the east vertex (2, 4)… after the west one.
    const diamond: LatLng[] = [
      [0, 2],
      [2, 4],
      [4, 2],
      [2, 0],
    ];
    expect(pointInPolygon([2, 0.5], diamond)).toBe(true);
    expect(pointInPolygon([2, -0.5], diamond)).toBe(false);
    expect(pointInPolygon([2, 4.5], diamond)).toBe(false);
  });

  it('handles a concave polygon: the notch is outside, the arms inside', () => {
    expect(pointInPolygon([2, 3], letterC)).toBe(false);
    expect(pointInPolygon([2, 2], letterC)).toBe(false);
    expect(pointInPolygon([0.5, 3], letterC)).toBe(true);
    expect(pointInPolygon([3.5, 3], letterC)).toBe(true);
    expect(pointInPolygon([2, 0.5], letterC)).toBe(true);
    // On the notch's inner edge: the border belongs to the zone.
    expect(pointInPolygon([2, 1], letterC)).toBe(true);
    // Level with the notch's corners, the ray crosses two edges and a vertex of the notch.
    expect(pointInPolygon([3, 0.5], letterC)).toBe(true);
    expect(pointInPolygon([1, 5], letterC)).toBe(false);
  });

  it('works the same whichever way the ring winds', () => {
    const reversed = [...letterC].reverse();
    for (const point of [
      [2, 3],
      [0.5, 3],
      [3, 0.5],
      [2, 1],
    ] as LatLng[]) {
      expect(pointInPolygon(point, reversed)).toBe(pointInPolygon(point, letterC));
    }
  });

  it('works at Tehran’s real coordinates', () => {
    const vanak: LatLng[] = [
      [35.764, 51.398],
      [35.764, 51.423],
      [35.749, 51.423],
      [35.749, 51.398],
    ];
    expect(pointInPolygon([35.7575, 51.4098], vanak)).toBe(true); // میدان ونک
    expect(pointInPolygon([35.7006, 51.3376], vanak)).toBe(false); // میدان آزادی
  });
});

describe('normalizeRing', () => {
  it('drops the closing point and points repeated in a row', () => {
    expect(
      normalizeRing([
        [0, 0],
        [0, 4],
        [0, 4],
        [4, 4],
        [0, 0],
      ]),
    ).toEqual([
      [0, 0],
      [0, 4],
      [4, 4],
    ]);
  });

  it('leaves an open ring as it is', () => {
    expect(normalizeRing(square)).toEqual(square);
  });
});

describe('ringProblem', () => {
  it('accepts a triangle, a square and a concave polygon', () => {
    expect(
      ringProblem([
        [0, 0],
        [0, 4],
        [3, 2],
      ]),
    ).toBeNull();
    expect(ringProblem(square)).toBeNull();
    expect(ringProblem(letterC)).toBeNull();
  });

  it('wants three distinct points', () => {
    expect(ringProblem([])).toBe('TOO_FEW_POINTS');
    expect(
      ringProblem([
        [0, 0],
        [1, 1],
      ]),
    ).toBe('TOO_FEW_POINTS');
    expect(
      ringProblem(
        normalizeRing([
          [0, 0],
          [1, 1],
          [0, 0],
        ]),
      ),
    ).toBe('TOO_FEW_POINTS');
  });

  it('refuses points all on one line', () => {
    expect(
      ringProblem([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toBe('NO_AREA');
  });

  it('refuses a bow tie, whose edges cross', () => {
    expect(
      ringProblem([
        [0, 0],
        [4, 4],
        [4, 0],
        [0, 4],
      ]),
    ).toBe('SELF_INTERSECTING');
  });

  it('refuses a ring that touches itself at a vertex or doubles back along an edge', () => {
    // Two triangles sharing the point (2, 2).
    expect(
      ringProblem([
        [0, 0],
        [2, 2],
        [4, 0],
        [4, 4],
        [2, 2],
        [0, 4],
      ]),
    ).toBe('SELF_INTERSECTING');
    // A spike: out to (0, 6) and straight back to (0, 4).
    expect(
      ringProblem([
        [0, 0],
        [0, 6],
        [0, 4],
        [4, 4],
        [4, 0],
      ]),
    ).toBe('SELF_INTERSECTING');
  });

  it('accepts three points in a row along an edge (going on, not back)', () => {
    expect(
      ringProblem([
        [0, 0],
        [0, 2],
        [0, 4],
        [4, 4],
      ]),
    ).toBeNull();
  });

  it('caps the number of points', () => {
    const circle: LatLng[] = Array.from({ length: MAX_RING_POINTS + 1 }, (_, i) => {
      const angle = (2 * Math.PI * i) / (MAX_RING_POINTS + 1);
      return [Math.sin(angle), Math.cos(angle)];
    });
    expect(ringProblem(circle)).toBe('TOO_MANY_POINTS');
    expect(ringProblem(circle.slice(0, MAX_RING_POINTS))).toBeNull();
  });
});

describe('boundingBox', () => {
  it('is the smallest box around the ring, and contains its border', () => {
    const box = boundingBox(letterC);
    expect(box).toEqual({ minLat: 0, maxLat: 4, minLng: 0, maxLng: 4 });
    expect(isInBoundingBox(box, [4, 4])).toBe(true);
    expect(isInBoundingBox(box, [2, 3])).toBe(true);
    expect(isInBoundingBox(box, [4.01, 2])).toBe(false);
  });
});

describe('zoneForPoint', () => {
  const near = { id: 'near', price: 30_000, enabled: true, polygon: square };
  const wide = {
    id: 'wide',
    price: 45_000,
    enabled: true,
    polygon: [
      [-2, -2],
      [-2, 10],
      [10, 10],
      [10, -2],
    ] as LatLng[],
  };
  const cheapButOff = { id: 'off', price: 10_000, enabled: false, polygon: wide.polygon };

  it('is the zone containing the point', () => {
    expect(zoneForPoint([near, wide], [6, 6])?.id).toBe('wide');
  });

  it('picks the cheapest of overlapping zones, whatever their order', () => {
    expect(zoneForPoint([near, wide], [2, 2])?.id).toBe('near');
    expect(zoneForPoint([wide, near], [2, 2])?.id).toBe('near');
  });

  it('ignores disabled zones, however cheap', () => {
    expect(zoneForPoint([cheapButOff, wide], [2, 2])?.id).toBe('wide');
    expect(zoneForPoint([cheapButOff], [2, 2])).toBeNull();
  });

  it('takes the first of equally priced zones', () => {
    const twin = { ...wide, id: 'twin' };
    expect(zoneForPoint([wide, twin], [6, 6])?.id).toBe('wide');
    expect(zoneForPoint([twin, wide], [6, 6])?.id).toBe('twin');
  });

  it('is null outside every zone and with no zones', () => {
    expect(zoneForPoint([near, wide], [20, 20])).toBeNull();
    expect(zoneForPoint([], [2, 2])).toBeNull();
  });

  it('is null in the notch of a concave zone', () => {
    expect(zoneForPoint([{ id: 'c', price: 1, enabled: true, polygon: letterC }], [2, 3])).toBeNull();
  });
});
