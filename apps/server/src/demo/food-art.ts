/**
 * Flat illustrations of the demo menu's dishes, drawn as SVG in code: the repository ships no
 * photographs and the seed downloads nothing. Each dish is a handful of simple shapes (a plate, a
 * bowl, a glass, a board) on a warm table, with no text in the picture. Positions that look
 * hand-placed (grains of rice, olives on a pizza) come from a generator seeded by the dish's name,
 * so a dish always looks the same.
 */

export const ART_WIDTH = 800;
export const ART_HEIGHT = 600;

// ─── Drawing context ─────────────────────────────────────────────────────────────────────────────

type Rnd = () => number;

/** mulberry32 seeded with an FNV-1a hash of the name. */
function seeded(name: string): Rnd {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers with one decimal keep the SVG short. */
const n = (value: number) => String(Math.round(value * 10) / 10);

class Ctx {
  private defs: string[] = [];
  private count = 0;
  constructor(readonly rnd: Rnd) {}

  between(min: number, max: number) {
    return min + (max - min) * this.rnd();
  }
  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.rnd() * values.length)]!;
  }

  /** A radial gradient lit from the upper left: flat colours with a little depth. */
  shade(light: string, dark: string, at = '38% 32%'): string {
    const id = `g${this.count++}`;
    const [cx, cy] = at.split(' ');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A vertical gradient, for glasses and side views. */
  linear(top: string, bottom: string): string {
    const id = `g${this.count++}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }
  svg(background: string, body: string) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}">` +
      // Shadows fade out through a radial gradient: librsvg's blur filter would cost more than the
      // rest of the picture.
      `<defs><radialGradient id="fade"><stop offset="0" stop-color="#5b3414" stop-opacity="1"/><stop offset="0.55" stop-color="#5b3414" stop-opacity="0.75"/><stop offset="1" stop-color="#5b3414" stop-opacity="0"/></radialGradient>${this.defs.join('')}</defs>` +
      `${background}${body}</svg>`
    );
  }
}

// ─── Shapes ──────────────────────────────────────────────────────────────────────────────────────

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
const rot = (deg: number, cx: number, cy: number) => `transform="rotate(${n(deg)} ${n(cx)} ${n(cy)})"`;
const group = (content: string, transform = '') =>
  transform ? `<g transform="${transform}">${content}</g>` : `<g>${content}</g>`;

/** A soft shadow under whatever stands at (cx, cy). */
const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.22) =>
  ellipse(cx + 10, cy + 16, rx * 1.1, ry * 1.1, 'url(#fade)', `opacity="${opacity}"`);

/** A closed, wobbly round shape: rice, stew surface, cheese, lettuce. */
function blob(c: Ctx, cx: number, cy: number, rx: number, ry: number, wobble: number, points = 12) {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + (c.rnd() - 0.5) * wobble;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
  });
  const mid = (i: number) => {
    const [x1, y1] = pts[i % points]!;
    const [x2, y2] = pts[(i + 1) % points]!;
    return [(x1 + x2) / 2, (y1 + y2) / 2] as const;
  };
  let d = `M${n(mid(0)[0])} ${n(mid(0)[1])}`;
  for (let i = 1; i <= points; i++) {
    const [x, y] = pts[i % points]!;
    const [mx, my] = mid(i);
    d += `Q${n(x)} ${n(y)} ${n(mx)} ${n(my)}`;
  }
  return `${d}Z`;
}

/** Points scattered inside an ellipse, a little apart from each other. */
function scatter(c: Ctx, cx: number, cy: number, rx: number, ry: number, count: number, gap = 0) {
  const out: Array<[number, number]> = [];
  for (let tries = 0; out.length < count && tries < count * 30; tries++) {
    const a = c.rnd() * Math.PI * 2;
    const r = Math.sqrt(c.rnd());
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r;
    if (gap && out.some(([px, py]) => (px - x) ** 2 + (py - y) ** 2 < gap * gap)) continue;
    out.push([x, y]);
  }
  return out;
}

/** A leaf (basil, mint, parsley) pointing at `angle`. */
function leaf(cx: number, cy: number, size: number, angle: number, fill: string, vein = '#2f5d22') {
  const s = size;
  return group(
    `<path d="M0 0 Q${n(s * 0.5)} ${n(-s * 0.45)} ${n(s)} 0 Q${n(s * 0.5)} ${n(s * 0.45)} 0 0Z" fill="${fill}"/>` +
      `<path d="M${n(s * 0.1)} 0 L${n(s * 0.85)} 0" stroke="${vein}" stroke-width="${n(Math.max(1, s / 14))}" opacity="0.5"/>`,
    `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})`,
  );
}

function herbs(c: Ctx, cx: number, cy: number, count: number, size = 26, colours = ['#4f8f35', '#5fa83f']) {
  return Array.from({ length: count }, () =>
    leaf(
      cx + c.between(-size, size),
      cy + c.between(-size * 0.7, size * 0.7),
      size * c.between(0.8, 1.2),
      c.between(0, 360),
      c.pick(colours),
    ),
  ).join('');
}

// ─── Tables, plates, bowls ───────────────────────────────────────────────────────────────────────

export type Tone = 'saffron' | 'sand' | 'terracotta' | 'olive' | 'rose' | 'peach';

const TONES: Record<Tone, { light: string; dark: string; cloth: string; stripe: string }> = {
  saffron: { light: '#fbeed9', dark: '#efd3ad', cloth: '#fff8ec', stripe: '#e0a23b' },
  sand: { light: '#f7e8d4', dark: '#e7cba6', cloth: '#fbf3e6', stripe: '#b5562f' },
  terracotta: { light: '#f8e2cf', dark: '#e8bf9c', cloth: '#fdf4ea', stripe: '#2b8c9a' },
  olive: { light: '#f4ecd6', dark: '#e2d3ae', cloth: '#fbf7ea', stripe: '#6b8f3a' },
  rose: { light: '#fbe9e2', dark: '#efcdc1', cloth: '#fff7f3', stripe: '#c25b6a' },
  peach: { light: '#fdebd9', dark: '#f3cfab', cloth: '#fff6ec', stripe: '#e4752a' },
};

/** The warm table with a folded striped napkin in one corner. */
function table(c: Ctx, tone: Tone, napkinCorner: 'left' | 'right', cutlery: 'fork' | 'spoon') {
  const t = TONES[tone];
  const bg = `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${c.shade(t.light, t.dark, '50% 45%')}"/>`;
  const x = napkinCorner === 'left' ? -60 : 600;
  const angle = napkinCorner === 'left' ? -18 : 16;
  const napkin = group(
    `<rect x="0" y="0" width="260" height="200" rx="10" fill="${t.cloth}"/>` +
      `<rect x="0" y="26" width="260" height="9" fill="${t.stripe}" opacity="0.75"/>` +
      `<rect x="0" y="44" width="260" height="4" fill="${t.stripe}" opacity="0.55"/>` +
      group(cutlery === 'fork' ? FORK : SPOON, `translate(${napkinCorner === 'left' ? 150 : 60} 88)`),
    `translate(${x} 440) rotate(${angle})`,
  );
  return bg + shadow(x + 130, 530, 140, 60, 0.12) + napkin;
}

const STEEL = '#b9bec4';
const FORK =
  `<rect x="-5" y="0" width="10" height="120" rx="5" fill="${STEEL}"/>` +
  `<path d="M-16 -6 Q-16 16 0 18 Q16 16 16 -6Z" fill="${STEEL}"/>` +
  [-14, -5, 4, 13]
    .map((x) => `<rect x="${x}" y="-56" width="4" height="56" rx="2" fill="${STEEL}"/>`)
    .join('') +
  `<rect x="-2" y="10" width="4" height="100" rx="2" fill="#ffffff" opacity="0.5"/>`;
const SPOON =
  `<rect x="-5" y="0" width="10" height="120" rx="5" fill="${STEEL}"/>` +
  `<ellipse cx="0" cy="-30" rx="22" ry="32" fill="${STEEL}"/>` +
  `<ellipse cx="-6" cy="-38" rx="7" ry="14" fill="#ffffff" opacity="0.5"/>`;

function plate(c: Ctx, cx: number, cy: number, r: number, rim: 'white' | 'persian' = 'white') {
  let out = shadow(cx, cy, r * 0.98, r * 0.96) + circle(cx, cy, r, c.shade('#ffffff', '#ece6da'));
  if (rim === 'persian') {
    out += circle(cx, cy, r * 0.93, 'none', `stroke="#2b8c9a" stroke-width="${n(r * 0.05)}"`);
    out += circle(
      cx,
      cy,
      r * 0.86,
      'none',
      `stroke="#244f8f" stroke-width="${n(r * 0.018)}" stroke-dasharray="${n(r * 0.03)} ${n(r * 0.05)}"`,
    );
  }
  return out + circle(cx, cy, r * 0.78, c.shade('#fbf8f2', '#efe8da', '60% 60%'));
}

function platter(c: Ctx, cx: number, cy: number, rx: number, ry: number) {
  return (
    shadow(cx, cy, rx, ry) +
    ellipse(cx, cy, rx, ry, c.shade('#ffffff', '#ebe4d6')) +
    ellipse(cx, cy, rx * 0.93, ry * 0.9, 'none', `stroke="#2b8c9a" stroke-width="7"`) +
    ellipse(
      cx,
      cy,
      rx * 0.88,
      ry * 0.84,
      'none',
      `stroke="#244f8f" stroke-width="2.5" stroke-dasharray="5 9"`,
    ) +
    ellipse(cx, cy, rx * 0.82, ry * 0.76, c.shade('#fcf9f3', '#efe8da', '60% 60%'))
  );
}

/** A bowl seen from above, its food's surface filling it. */
function bowl(c: Ctx, cx: number, cy: number, r: number, food: [string, string], rim = '#fbf8f1') {
  return (
    shadow(cx, cy, r, r * 0.97) +
    circle(cx, cy, r, c.shade(rim, shadeOf(rim))) +
    circle(cx, cy, r * 0.84, c.shade(food[0], food[1], '45% 40%')) +
    circle(cx, cy, r * 0.84, 'none', `stroke="#000" stroke-opacity="0.08" stroke-width="${n(r * 0.05)}"`)
  );
}

/** A darker tone of a #rrggbb colour, for gradients. */
function shadeOf(hex: string, amount = 0.82) {
  const v = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) =>
    Math.round(((v >> shift) & 255) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

/** A small wooden board under pizzas and sandwiches. */
function board(c: Ctx, cx: number, cy: number, r: number) {
  return (
    shadow(cx, cy, r, r * 0.96) +
    circle(cx, cy, r, c.shade('#d49b62', '#a8703c')) +
    circle(cx, cy, r * 0.93, 'none', `stroke="#8f5c2e" stroke-opacity="0.35" stroke-width="3"`) +
    `<rect x="${n(cx + r * 0.9)}" y="${n(cy - 22)}" width="${n(r * 0.35)}" height="44" rx="20" fill="#b27a44"/>`
  );
}

// ─── Rice, bread, meat ───────────────────────────────────────────────────────────────────────────

function rice(c: Ctx, cx: number, cy: number, rx: number, ry: number, mix: 'saffron' | 'barberry' | 'dill') {
  const grain = (x: number, y: number, fill: string) =>
    ellipse(x, y, 7, 2.1, fill, `stroke="#d9cba9" stroke-width="0.7" ${rot(c.between(0, 180), x, y)}`);
  // A dome of long grains, lit from the upper left.
  let out = shadow(cx, cy, rx, ry, 0.18);
  out += `<path d="${blob(c, cx, cy, rx, ry, 0.12, 14)}" fill="${c.shade('#fffdf8', '#e6d9bd', '35% 30%')}"/>`;
  for (const [x, y] of scatter(c, cx, cy, rx * 0.95, ry * 0.93, Math.round((rx * ry) / 28))) {
    out += grain(x, y, c.pick(['#fffefa', '#fbf6ea', '#f1e8d4']));
  }
  // Saffron rice scattered over the top: the golden crown of every Persian chelow.
  const capX = cx - rx * 0.12;
  const capY = cy - ry * 0.18;
  out += `<path d="${blob(c, capX, capY, rx * 0.5, ry * 0.42, 0.45, 9)}" fill="#f6b73c" opacity="0.35"/>`;
  for (const [x, y] of scatter(c, capX, capY, rx * 0.55, ry * 0.47, Math.round((rx * ry) / 90))) {
    out += grain(x, y, c.pick(['#f7b733', '#fcd56b', '#f0a21f', '#e68a12']));
  }
  if (mix === 'barberry') {
    for (const [x, y] of scatter(c, capX, capY, rx * 0.5, ry * 0.45, 40, 8)) {
      out += ellipse(x, y, 4.5, 3.6, c.pick(['#c8102e', '#a30d25', '#e0283f']));
    }
    for (const [x, y] of scatter(c, capX, capY, rx * 0.45, ry * 0.4, 14)) {
      out += ellipse(x, y, 6, 1.8, '#8fb34a', rot(c.between(0, 180), x, y)); // pistachio slivers
    }
  }
  if (mix === 'dill') {
    for (const [x, y] of scatter(c, cx, cy, rx * 0.9, ry * 0.85, 160)) {
      out += ellipse(x, y, 3.2, 1.2, c.pick(['#5e9b3a', '#7cb24f', '#4b8a2c']), rot(c.between(0, 180), x, y));
    }
    for (const [x, y] of scatter(c, cx, cy, rx * 0.8, ry * 0.75, 18, 18)) {
      out += ellipse(x, y, 9, 6.5, c.shade('#cfe39a', '#9cc25a'), rot(c.between(0, 180), x, y)); // fava beans
    }
  }
  return out;
}

function lavash(c: Ctx, x: number, y: number, w: number, h: number, angle: number) {
  let spots = '';
  for (const [sx, sy] of scatter(c, x + w / 2, y + h / 2, w * 0.45, h * 0.42, 26)) {
    spots += ellipse(sx, sy, c.between(4, 11), c.between(3, 7), '#c48d4c', 'opacity="0.45"');
  }
  return group(
    `<path d="${blob(c, x + w / 2, y + h / 2, w / 2, h / 2, 0.08, 16)}" fill="${c.shade('#f5e2b8', '#e2c48d')}"/>${spots}`,
    `rotate(${angle} ${x + w / 2} ${y + h / 2})`,
  );
}

/** Minced-meat kebab: a long roll with the pinch ridges of the skewer-maker's fingers. */
function koobideh(c: Ctx, x: number, y: number, length: number, angle: number) {
  const h = 52;
  const step = 34;
  const bumps = Math.floor((length - h) / step);
  // Bumps along both long sides, round ends.
  let d = `M${n(x + h / 2)} ${n(y)}`;
  for (let i = 0; i < bumps; i++) d += ` q${step / 2} ${n(-c.between(3, 7))} ${step} 0`;
  d += ` a${h / 2} ${h / 2} 0 0 1 0 ${h}`;
  for (let i = 0; i < bumps; i++) d += ` q${-step / 2} ${n(c.between(3, 7))} ${-step} 0`;
  d += ` a${h / 2} ${h / 2} 0 0 1 0 ${-h}Z`;
  let ridges = '';
  for (let i = 1; i < bumps; i++) {
    ridges += `<path d="M${n(x + h / 2 + i * step)} ${n(y + 5)} q-8 ${n(h / 2 - 5)} 0 ${n(h - 10)}" stroke="#4e230c" stroke-width="4" fill="none" opacity="0.4"/>`;
  }
  let char = '';
  for (let i = 0; i < 12; i++) {
    char += ellipse(
      x + c.between(20, length - 20),
      y + c.between(8, h - 8),
      7,
      3,
      '#3f1c09',
      'opacity="0.3"',
    );
  }
  return group(
    `<path d="${d}" fill="${c.linear('#a35a2e', '#5e2b11')}"/>` +
      ridges +
      char +
      `<rect x="${n(x + 20)}" y="${n(y + 8)}" width="${n(length - 40)}" height="6" rx="3" fill="#c9844f" opacity="0.4"/>`,
    `rotate(${angle} ${x + length / 2} ${y + h / 2})`,
  );
}

/** Chunks on a row, as skewered: saffron chicken or lamb. */
function chunks(
  c: Ctx,
  x: number,
  y: number,
  count: number,
  angle: number,
  colours: [string, string],
  size = 48,
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = x + i * size * 1.02;
    const cy = y + c.between(-5, 5);
    out += `<path d="${blob(c, cx, cy, size * 0.55, size * 0.5, 0.25, 8)}" fill="${c.shade(colours[0], colours[1])}"/>`;
    out += `<path d="M${n(cx - 14)} ${n(cy - 6)} l24 -10 M${n(cx - 12)} ${n(cy + 10)} l22 -9" stroke="#5a2a0c" stroke-width="5" stroke-linecap="round" opacity="0.45"/>`;
  }
  return group(out, `rotate(${angle} ${x + (count * size) / 2} ${y})`);
}

/** A thin, long fillet of lamb (barg). */
function barg(c: Ctx, x: number, y: number, length: number, angle: number) {
  const h = 58;
  const top = Array.from({ length: 9 }, (_, i) => `${n(x + (i * length) / 8)} ${n(y + c.between(-4, 6))}`);
  const bottom = Array.from(
    { length: 9 },
    (_, i) => `${n(x + length - (i * length) / 8)} ${n(y + h + c.between(-6, 4))}`,
  );
  let marks = '';
  for (let i = 40; i < length - 20; i += 46) {
    marks += `<path d="M${n(x + i)} ${n(y + 8)} l-18 ${h - 16}" stroke="#3b1607" stroke-width="6" stroke-linecap="round" opacity="0.4"/>`;
  }
  return group(
    `<path d="M${top.join(' L')} L${bottom.join(' L')}Z" fill="${c.linear('#a5492a', '#6b2612')}" stroke="#6b2612" stroke-width="8" stroke-linejoin="round"/>` +
      marks,
    `rotate(${angle} ${x + length / 2} ${y + h / 2})`,
  );
}

/** Lamb chops for shishlik: meat with a bone handle. */
function chop(c: Ctx, cx: number, cy: number, angle: number) {
  return group(
    `<rect x="40" y="-9" width="90" height="18" rx="9" fill="${c.linear('#fbf3e3', '#e4d6bb')}"/>` +
      `<path d="${blob(c, 0, 0, 62, 48, 0.18, 10)}" fill="${c.shade('#a14a27', '#5f2410')}"/>` +
      `<path d="${blob(c, -6, -4, 34, 24, 0.2, 8)}" fill="#b65c34" opacity="0.6"/>` +
      `<path d="M-40 -18 l50 -14 M-42 4 l56 -16 M-30 24 l46 -14" stroke="#3b1607" stroke-width="6" stroke-linecap="round" opacity="0.35"/>`,
    `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})`,
  );
}

function grilledTomato(c: Ctx, cx: number, cy: number, r: number) {
  let out = circle(cx, cy, r, c.shade('#f0563a', '#b52a16'));
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3;
    out += `<path d="M${n(cx + Math.cos(a) * r * 0.25)} ${n(cy + Math.sin(a) * r * 0.25)} L${n(cx + Math.cos(a) * r * 0.85)} ${n(cy + Math.sin(a) * r * 0.85)}" stroke="#8e1d0c" stroke-width="3" opacity="0.3" stroke-linecap="round"/>`;
  }
  out += `<path d="${blob(c, cx + r * 0.3, cy + r * 0.25, r * 0.4, r * 0.3, 0.5, 7)}" fill="#4a1608" opacity="0.3"/>`; // charred side
  // The green calyx on top.
  for (let i = 0; i < 5; i++) out += leaf(cx, cy, r * 0.38, i * 72 + 10, '#3f7a2a');
  return out + circle(cx, cy, r * 0.08, '#2f5d22');
}

function greenPepper(c: Ctx, cx: number, cy: number, angle: number) {
  return group(
    `<path d="M-70 0 Q-60 -26 10 -22 Q62 -18 76 0 Q60 18 10 22 Q-60 26 -70 0Z" fill="${c.shade('#7fb24a', '#3e7424')}"/>` +
      `<path d="M-40 -8 Q10 -16 56 -6" stroke="#d9f0b0" stroke-width="5" fill="none" opacity="0.5" stroke-linecap="round"/>` +
      `<path d="M-70 0 q-14 -4 -22 -16" stroke="#4d6b2a" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<path d="M-30 -14 l12 26 M20 -18 l-10 30" stroke="#2e4d18" stroke-width="5" opacity="0.35"/>`,
    `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})`,
  );
}

function onionRings(c: Ctx, cx: number, cy: number, count: number) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = cx + c.between(-30, 30);
    const y = cy + c.between(-18, 18);
    const r = c.between(16, 24);
    out += ellipse(x, y, r, r * 0.85, 'none', `stroke="#b784b0" stroke-width="5" opacity="0.85"`);
    out += ellipse(x, y, r - 6, (r - 6) * 0.85, 'none', `stroke="#f4e6f1" stroke-width="3"`);
  }
  return out;
}

function lemonWedge(c: Ctx, cx: number, cy: number, r: number, angle: number, colour = '#f5d33b') {
  return group(
    `<path d="M${-r} 0 A${r} ${r} 0 0 0 ${r} 0Z" fill="${colour === '#f5d33b' ? '#e8b81e' : shadeOf(colour)}"/>` +
      `<path d="M${n(-r * 0.86)} 0 A${n(r * 0.86)} ${n(r * 0.86)} 0 0 0 ${n(r * 0.86)} 0Z" fill="${c.shade('#fff7c2', colour)}"/>` +
      [-60, -30, 0, 30, 60]
        .map(
          (a) =>
            `<path d="M0 2 L${n(Math.sin((a * Math.PI) / 180) * r * 0.8)} ${n(Math.cos((a * Math.PI) / 180) * r * 0.8)}" stroke="#fffbe0" stroke-width="3"/>`,
        )
        .join(''),
    `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})`,
  );
}

// ─── Dishes ──────────────────────────────────────────────────────────────────────────────────────

type Kebab = 'koobideh' | 'jujeh' | 'jujehBone' | 'barg' | 'bakhtiari' | 'soltani' | 'shishlik';

function kebabPlatter(c: Ctx, kind: Kebab) {
  let out = platter(c, 400, 300, 340, 230);
  out += lavash(c, 130, 130, 410, 320, -6);
  if (kind === 'koobideh') {
    out += koobideh(c, 150, 200, 400, -8) + koobideh(c, 160, 290, 400, -8);
  } else if (kind === 'jujeh') {
    out +=
      chunks(c, 175, 220, 7, -8, ['#f6b546', '#d2771c']) + chunks(c, 185, 320, 7, -8, ['#f2a93a', '#c96a14']);
  } else if (kind === 'jujehBone') {
    for (const [x, y, a] of [
      [230, 230, -20],
      [370, 210, 15],
      [250, 340, 10],
      [400, 330, -25],
    ] as const) {
      out += group(
        `<rect x="30" y="-8" width="60" height="16" rx="8" fill="#f6ecd8"/><path d="${blob(c, 0, 0, 64, 46, 0.22, 9)}" fill="${c.shade('#f6b546', '#c96a14')}"/><path d="M-36 -12 l50 -14 M-34 12 l54 -16" stroke="#6b3410" stroke-width="6" stroke-linecap="round" opacity="0.4"/>`,
        `translate(${x} ${y}) rotate(${a})`,
      );
    }
  } else if (kind === 'barg') {
    out += barg(c, 150, 200, 420, -8) + barg(c, 160, 290, 410, -8);
  } else if (kind === 'bakhtiari') {
    // Lamb and saffron chicken, piece after piece on one skewer.
    let pieces = '';
    for (let i = 0; i < 7; i++) {
      const colours: [string, string] = i % 2 ? ['#a14a27', '#5f2410'] : ['#f6b546', '#d2771c'];
      pieces +=
        chunks(c, 170 + i * 54, 225, 1, 0, colours, 58) + chunks(c, 180 + i * 54, 330, 1, 0, colours, 58);
    }
    out += group(pieces, 'rotate(-8 340 280)');
  } else if (kind === 'soltani') {
    out += barg(c, 150, 190, 420, -8) + koobideh(c, 165, 300, 390, -8);
  } else {
    out += chop(c, 240, 220, -20) + chop(c, 390, 205, -10) + chop(c, 250, 340, 15) + chop(c, 400, 330, 5);
  }
  out += grilledTomato(c, 615, 235, 52) + greenPepper(c, 610, 375, -20);
  out += onionRings(c, 560, 440, 3) + herbs(c, 470, 460, 5, 24);
  return out;
}

type Stew = 'ghormeh' | 'gheymeh' | 'fesenjan';

function stewBowl(c: Ctx, kind: Stew, cx: number, cy: number) {
  const colours: Record<Stew, [string, string]> = {
    ghormeh: ['#5d6b25', '#323d12'],
    gheymeh: ['#d9602a', '#9c3411'],
    fesenjan: ['#6b3420', '#3a170b'],
  };
  let out = bowl(c, cx, cy, 130, colours[kind], '#2b8c9a');
  out += circle(
    cx,
    cy,
    112,
    'none',
    `stroke="#fbf8f1" stroke-width="6" stroke-dasharray="4 10" opacity="0.7"`,
  );
  if (kind === 'ghormeh') {
    for (const [x, y] of scatter(c, cx, cy, 85, 85, 14, 20))
      out += ellipse(x, y, 11, 7, '#6e1e1a', rot(c.between(0, 180), x, y));
    for (const [x, y] of scatter(c, cx, cy, 80, 80, 5, 45))
      out += `<path d="${blob(c, x, y, 17, 14, 0.3, 7)}" fill="#5a3018"/>`;
    out += circle(cx + 30, cy - 30, 22, c.shade('#9b6b2c', '#4e3010')); // dried lime
  } else if (kind === 'gheymeh') {
    for (const [x, y] of scatter(c, cx, cy, 85, 85, 30, 10)) out += circle(x, y, 6, '#f3c24a');
    for (const [x, y] of scatter(c, cx, cy, 80, 80, 5, 45))
      out += `<path d="${blob(c, x, y, 16, 13, 0.3, 7)}" fill="#6a2e12"/>`;
    for (let i = 0; i < 14; i++) {
      const x = cx + c.between(-70, 60);
      const y = cy + c.between(-70, 40);
      out += `<rect x="${n(x)}" y="${n(y)}" width="62" height="9" rx="4" fill="${c.pick(['#f7cf6a', '#f0bb45', '#e9a93a'])}" ${rot(c.between(-50, 50), x + 31, y + 4)}/>`;
    }
  } else {
    for (const [x, y] of scatter(c, cx, cy, 75, 75, 4, 55))
      out += `<path d="${blob(c, x, y, 26, 20, 0.3, 8)}" fill="${c.shade('#8a4a2a', '#4a1f0e')}"/>`;
    for (const [x, y] of scatter(c, cx, cy, 90, 90, 26, 8))
      out += circle(x, y, 5, c.pick(['#d0243a', '#e84a5f']));
    for (const [x, y] of scatter(c, cx, cy, 80, 80, 6, 20))
      out += `<path d="${blob(c, x, y, 9, 7, 0.5, 6)}" fill="#c9a06a"/>`;
  }
  return out;
}

function chelowKhoresh(c: Ctx, stew: Stew) {
  return (
    plate(c, 290, 300, 230, 'persian') +
    rice(c, 290, 300, 150, 140, 'saffron') +
    stewBowl(c, stew, 590, 330) +
    herbs(c, 590, 150, 3, 22)
  );
}

/** A whole chicken leg, braised in saffron and tomato, in a little of its sauce. */
function chickenLeg(c: Ctx, cx: number, cy: number, angle: number) {
  return group(
    `<path d="${blob(c, -20, 8, 115, 84, 0.2, 12)}" fill="#d9662a" opacity="0.5"/>` +
      `<rect x="70" y="-13" width="84" height="26" rx="13" fill="${c.linear('#fbf5e8', '#e3d5ba')}"/>` +
      `<circle cx="156" cy="-12" r="15" fill="#f3e9d6"/><circle cx="156" cy="12" r="15" fill="#efe3cc"/>` +
      `<path d="M-110 0 Q-112 -74 -20 -70 Q46 -62 80 -16 L80 16 Q46 62 -20 70 Q-112 74 -110 0Z" fill="${c.shade('#f0a040', '#a8480f')}"/>` +
      `<path d="M-80 -34 q40 -16 84 -4 M-86 6 q50 -12 100 2 M-70 40 q40 -8 80 0" stroke="#7a300a" stroke-width="6" fill="none" opacity="0.3" stroke-linecap="round"/>` +
      ellipse(-50, -30, 30, 12, '#ffd27a', 'opacity="0.4"'),
    `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})`,
  );
}

/** A braised lamb shank, its bone standing out of the meat. */
function shank(c: Ctx, cx: number, cy: number) {
  let fibres = '';
  for (let i = 0; i < 7; i++) {
    const x = -60 + i * 20;
    fibres += `<path d="M${x} ${n(-40 + c.between(0, 20))} l${n(c.between(-8, 8))} ${n(c.between(90, 120))}" stroke="#3a1406" stroke-width="5" opacity="0.25" stroke-linecap="round"/>`;
  }
  return group(
    `<rect x="-20" y="-130" width="34" height="70" rx="16" fill="#f3e8d2"/>` +
      `<ellipse cx="-3" cy="-128" rx="24" ry="14" fill="#efe2c6"/>` +
      `<path d="${blob(c, 0, 20, 96, 110, 0.14, 12)}" fill="${c.shade('#9a4c28', '#4d1d0b')}"/>` +
      `<path d="${blob(c, 10, 40, 60, 70, 0.3, 9)}" fill="#6b2a10" opacity="0.35"/>` +
      fibres,
    `translate(${n(cx)} ${n(cy)}) rotate(25)`,
  );
}

// Appetizers and sides in bowls.

type Starter = 'soup' | 'kashk' | 'mirza' | 'mast' | 'olive';

function starter(c: Ctx, kind: Starter) {
  const cx = 380;
  const cy = 290;
  let out = '';
  if (kind === 'soup') {
    out += bowl(c, cx, cy, 200, ['#efd9a4', '#d2ad66']);
    out += `<path d="M${cx - 80} ${cy + 10} q40 -50 80 -10 t80 -10" stroke="#fffaf0" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.85"/>`;
    for (const [x, y] of scatter(c, cx, cy, 130, 130, 40))
      out += circle(x, y, 3.5, c.pick(['#4f8f35', '#6aa945']));
    for (const [x, y] of scatter(c, cx, cy, 120, 120, 40))
      out += ellipse(x, y, 6, 3, '#e8cf93', rot(c.between(0, 180), x, y)); // barley
    out += lemonWedge(c, 650, 200, 46, 30) + herbs(c, 640, 420, 4, 26);
  } else if (kind === 'kashk') {
    out += bowl(c, cx, cy, 200, ['#c99a69', '#8f5f34'], '#2b8c9a');
    out += `<path d="M${cx - 110} ${cy - 20} q60 -70 120 -20 t110 0 M${cx - 90} ${cy + 60} q60 -50 120 -10 t90 -10" stroke="#f6efdf" stroke-width="22" fill="none" stroke-linecap="round"/>`;
    out += `<path d="M${cx - 60} ${cy + 10} q30 -30 60 0 t60 0" stroke="#3f5f24" stroke-width="8" fill="none" stroke-linecap="round"/>`; // mint oil
    for (const [x, y] of scatter(c, cx, cy, 110, 110, 18, 14))
      out += `<path d="M${n(x)} ${n(y)} q6 -8 12 0 t12 0" stroke="#7a3f14" stroke-width="5" fill="none" stroke-linecap="round"/>`; // fried onion
    for (const [x, y] of scatter(c, cx, cy, 100, 100, 7, 30))
      out += `<path d="${blob(c, x, y, 11, 8, 0.5, 6)}" fill="#b88552"/>`; // walnuts
    out += lavash(c, 560, 360, 200, 150, 18);
  } else if (kind === 'mirza') {
    out += bowl(c, cx, cy, 200, ['#d98a4e', '#a2502a'], '#2b8c9a');
    for (const [x, y] of scatter(c, cx, cy, 130, 130, 16, 18))
      out += `<path d="${blob(c, x, y, 14, 10, 0.5, 6)}" fill="${c.pick(['#f7d35a', '#fbe8a0'])}"/>`; // egg
    for (const [x, y] of scatter(c, cx, cy, 130, 130, 14, 14))
      out += ellipse(x, y, 9, 5, '#c0361e', rot(c.between(0, 180), x, y)); // tomato
    for (const [x, y] of scatter(c, cx, cy, 120, 120, 10, 10)) out += ellipse(x, y, 5, 3.5, '#fff6e4'); // garlic
    out += lavash(c, 560, 360, 200, 150, 18);
  } else if (kind === 'mast') {
    out += bowl(c, cx, cy, 190, ['#fffdf6', '#eee8da']);
    for (const [x, y] of scatter(c, cx, cy, 125, 125, 28, 16))
      out += `<rect x="${n(x - 6)}" y="${n(y - 6)}" width="13" height="13" rx="3" fill="${c.pick(['#8fc25a', '#6ea83e', '#cfe6a6'])}" ${rot(c.between(0, 90), x, y)}/>`;
    for (const [x, y] of scatter(c, cx, cy, 120, 120, 60)) out += circle(x, y, 2.2, '#5f7d3a');
    for (const [x, y] of scatter(c, cx, cy, 90, 90, 7, 24))
      out += ellipse(x, y, 10, 6, c.pick(['#e7799a', '#d95c83']), rot(c.between(0, 180), x, y)); // rose petals
    for (const [x, y] of scatter(c, cx, cy, 100, 100, 8, 20)) out += ellipse(x, y, 6, 4, '#5b2e1f');
    out += herbs(c, 640, 420, 5, 26, ['#4f8f35', '#6aa945']);
  } else {
    out += bowl(c, cx, cy, 190, ['#6b4a2a', '#3e2812']);
    for (const [x, y] of scatter(c, cx, cy, 120, 120, 22, 34)) {
      out += ellipse(x, y, 22, 16, c.shade('#a9b54a', '#5f6d1c'), rot(c.between(0, 180), x, y));
    }
    for (const [x, y] of scatter(c, cx, cy, 120, 120, 26))
      out += circle(x, y, 4, c.pick(['#c8243a', '#9e1b2c']));
    for (const [x, y] of scatter(c, cx, cy, 110, 110, 7, 30))
      out += `<path d="${blob(c, x, y, 11, 8, 0.5, 6)}" fill="#c9a06a"/>`;
    out += herbs(c, 640, 420, 4, 24);
  }
  return out;
}

function fries(c: Ctx) {
  let out = board(c, 380, 310, 230);
  // A paper cone with fries standing out of it.
  let sticks = '';
  for (let i = 0; i < 22; i++) {
    const x = 300 + c.between(0, 170);
    const y = 140 + c.between(0, 60);
    sticks += `<rect x="${n(x)}" y="${n(y)}" width="20" height="150" rx="5" fill="${c.linear('#fcd977', '#e9a93a')}" ${rot(c.between(-18, 18), x + 10, y + 150)}/>`;
  }
  out += sticks;
  out += `<path d="M270 240 L500 240 L460 470 L310 470Z" fill="${c.linear('#fdfaf3', '#e7decb')}"/>`;
  out += `<path d="M270 240 L500 240 L494 272 L276 272Z" fill="#e4752a"/><path d="M283 300 L488 300 L485 316 L286 316Z" fill="#e4752a" opacity="0.7"/>`;
  out += bowl(c, 640, 420, 60, ['#d83b24', '#9e2211']);
  return out;
}

// Pizza.

type PizzaTopping =
  | 'pepperoni'
  | 'mushroom'
  | 'olive'
  | 'pepper'
  | 'corn'
  | 'chicken'
  | 'basil'
  | 'ham'
  | 'tomato';

function pizza(c: Ctx, toppings: PizzaTopping[]) {
  const cx = 390;
  const cy = 300;
  let out = board(c, cx, cy, 265);
  out += circle(cx, cy, 238, c.shade('#f0b86a', '#c27b33'));
  out += circle(cx, cy, 206, '#c8442b');
  out += `<path d="${blob(c, cx, cy, 200, 200, 0.1, 22)}" fill="${c.shade('#fde7a0', '#f1bf52', '45% 40%')}"/>`;
  for (const [x, y] of scatter(c, cx, cy, 180, 180, 30))
    out += ellipse(x, y, c.between(8, 18), c.between(5, 10), '#e9a53f', 'opacity="0.35"'); // browned cheese
  const spots = scatter(c, cx, cy, 165, 165, 40, 38);
  spots.forEach(([x, y], i) => {
    const t = toppings[i % toppings.length]!;
    const a = c.between(0, 360);
    if (t === 'pepperoni')
      out +=
        circle(x, y, 22, c.shade('#d2452e', '#96230f')) +
        circle(x - 6, y + 4, 3, '#7a1c0c', 'opacity="0.6"') +
        circle(x + 7, y - 5, 2.5, '#7a1c0c', 'opacity="0.6"');
    if (t === 'ham')
      out += `<rect x="${n(x - 15)}" y="${n(y - 12)}" width="30" height="24" rx="4" fill="#ee9f9a" ${rot(a, x, y)}/>`;
    if (t === 'mushroom')
      out += group(
        `<path d="M-16 2 Q-16 -16 0 -16 Q16 -16 16 2Z" fill="#d8c2a4"/><rect x="-5" y="0" width="10" height="14" rx="3" fill="#eadbc6"/><path d="M-16 2 H16" stroke="#9b7c58" stroke-width="2"/>`,
        `translate(${n(x)} ${n(y)}) rotate(${n(a)})`,
      );
    if (t === 'olive') out += circle(x, y, 9, 'none', 'stroke="#2b2520" stroke-width="6"');
    if (t === 'pepper')
      out += `<path d="M${n(x - 16)} ${n(y)} q16 -14 32 0" stroke="${c.pick(['#3f8a2a', '#cf3a24'])}" stroke-width="7" fill="none" stroke-linecap="round" ${rot(a, x, y)}/>`;
    if (t === 'corn')
      out +=
        circle(x, y, 5, '#f7c928') + circle(x + 9, y + 5, 5, '#f7c928') + circle(x - 6, y + 8, 5, '#f2bb1c');
    if (t === 'chicken')
      out += `<path d="${blob(c, x, y, 15, 11, 0.35, 7)}" fill="${c.shade('#f0d2a0', '#c99a5a')}"/>`;
    if (t === 'basil') out += leaf(x - 10, y, 26, a, '#3f8a2a');
    if (t === 'tomato')
      out += circle(x, y, 18, '#d8402c') + circle(x, y, 12, '#f06a4f') + circle(x, y, 3, '#f7d6a0');
  });
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI + 0.4;
    out += `<path d="M${n(cx - Math.cos(a) * 236)} ${n(cy - Math.sin(a) * 236)} L${n(cx + Math.cos(a) * 236)} ${n(cy + Math.sin(a) * 236)}" stroke="#a8642a" stroke-width="3" opacity="0.45"/>`;
  }
  return out;
}

// Sandwiches and burgers, seen from the side on a board.

function burger(c: Ctx, cheese: boolean) {
  const cx = 380;
  let out = shadow(cx, 470, 230, 40, 0.3) + ellipse(cx, 470, 250, 48, c.shade('#c88f56', '#9e6632'));
  out += `<path d="M220 430 Q220 470 380 472 Q540 470 540 430 L540 410 L220 410Z" fill="${c.linear('#f1b866', '#c97f34')}"/>`; // bottom bun
  out += `<path d="M215 405 Q300 380 380 395 Q470 380 545 405 Q560 420 540 425 Q380 440 220 425 Q200 418 215 405Z" fill="${c.linear('#6e3617', '#4a210b')}"/>`; // patty
  out += `<path d="M215 385 Q300 360 380 372 Q470 358 548 385 Q560 405 540 410 Q380 420 220 410 Q200 400 215 385Z" fill="${c.linear('#7d3f1b', '#53260e')}"/>`;
  if (cheese)
    out += `<path d="M220 370 L540 370 L548 382 L500 382 L484 410 L468 382 L330 382 L312 404 L296 382 L214 382Z" fill="#f6c232"/>`;
  out += `<rect x="230" y="346" width="300" height="22" rx="10" fill="${c.linear('#e8452d', '#b52a16')}"/>`; // tomato
  let lettuce = 'M200 348';
  for (let x = 200; x <= 560; x += 30) lettuce += ` q15 ${n(c.between(14, 24))} 30 0`;
  out += `<path d="${lettuce} L560 330 L200 330Z" fill="${c.linear('#9fd25a', '#5f9d2f')}"/>`;
  out += `<path d="M214 330 Q214 200 380 196 Q546 200 546 330Z" fill="${c.shade('#f7c879', '#c77a2c', '40% 25%')}"/>`; // top bun
  for (const [x, y] of scatter(c, 380, 255, 120, 45, 24, 18))
    out += ellipse(x, y, 6, 3.2, '#fff7e3', rot(c.between(-40, 40), x, y));
  out += `<rect x="374" y="150" width="8" height="70" fill="#e9dcc2"/><path d="M382 152 L420 162 L382 174Z" fill="#c25b3a"/>`;
  out += fryPile(c, 640, 440);
  return out;
}

function fryPile(c: Ctx, cx: number, cy: number) {
  let out = '';
  for (let i = 0; i < 10; i++) {
    const x = cx + c.between(-60, 50);
    const y = cy + c.between(-20, 30);
    out += `<rect x="${n(x)}" y="${n(y)}" width="90" height="15" rx="5" fill="${c.linear('#fcd977', '#e9a93a')}" ${rot(c.between(-40, 40), x + 45, y + 7)}/>`;
  }
  return out;
}

function longSandwich(c: Ctx, filling: 'chicken' | 'beef' | 'hotdog') {
  let out = shadow(390, 380, 300, 60, 0.28);
  out += `<rect x="90" y="230" width="600" height="240" rx="30" fill="${c.shade('#d6a068', '#a56c36')}"/>`; // board
  out += `<rect x="690" y="330" width="80" height="40" rx="18" fill="#b27a44"/>`;
  out += `<path d="M130 400 Q130 440 170 440 L610 440 Q650 440 650 400Z" fill="${c.linear('#efb163', '#c27a2e')}"/>`;
  if (filling === 'hotdog') {
    out += `<path d="M135 372 Q135 318 185 314 L595 314 Q645 318 645 372Z" fill="${c.linear('#f7c47a', '#d98f3c')}"/>`;
    out += `<rect x="110" y="345" width="560" height="58" rx="29" fill="${c.linear('#b5482a', '#7a2712')}"/>`;
    out += `<path d="M140 360 ${Array.from({ length: 17 }, (_, i) => `L${160 + i * 30} ${i % 2 ? 352 : 370}`).join(' ')}" stroke="#f5c52c" stroke-width="8" fill="none" stroke-linejoin="round"/>`;
    for (let i = 0; i < 6; i++)
      out += circle(190 + i * 80, 345, 13, '#5f9d2f') + circle(190 + i * 80, 345, 7, '#cfe6a6');
  } else if (filling === 'chicken') {
    out += `<path d="M140 392 Q150 360 200 372 Q260 350 320 372 Q390 352 450 372 Q520 354 580 372 Q640 360 645 392Z" fill="${c.linear('#9fd25a', '#5f9d2f')}"/>`;
    for (let i = 0; i < 4; i++)
      out += `<path d="${blob(c, 210 + i * 120, 378, 66, 26, 0.35, 12)}" fill="${c.shade('#f1c26a', '#c07a26')}"/>`;
    out += `<path d="M160 366 Q390 350 620 366" stroke="#fff8e8" stroke-width="7" fill="none" opacity="0.9"/>`;
  } else {
    out += `<path d="M140 392 Q150 362 200 372 Q260 352 320 372 Q390 354 450 372 Q520 356 580 372 Q640 362 645 392Z" fill="${c.linear('#9fd25a', '#5f9d2f')}"/>`;
    for (let i = 0; i < 6; i++)
      out += `<path d="M${150 + i * 80} 375 q40 -30 90 0 q-40 14 -90 0Z" fill="${c.shade('#a0523a', '#6a2a18')}"/>`;
    out += `<path d="M150 360 L630 360 L620 372 L160 372Z" fill="#f4d27a"/>`;
    for (let i = 0; i < 7; i++) out += ellipse(180 + i * 70, 356, 16, 7, '#cdb597');
  }
  // The hot dog's bun is open; the others wear their top half.
  if (filling !== 'hotdog') {
    out += `<path d="M120 350 Q120 262 250 258 L540 258 Q660 262 660 350Z" fill="${c.shade('#f3bb6e', '#c27a2e', '40% 20%')}"/>`;
    for (let i = 0; i < 5; i++) {
      out += `<path d="M${n(200 + i * 95)} 282 q30 -14 60 4" stroke="#fbe2b0" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`;
    }
  }
  // A little pot of sauce beside the board.
  out += bowl(c, 640, 130, 62, filling === 'beef' ? ['#f3e7c8', '#d9c49a'] : ['#d83b24', '#9e2211']);
  return out;
}

// Salads.

type Salad = 'caesar' | 'shirazi' | 'fasl' | 'greek';

function salad(c: Ctx, kind: Salad) {
  const cx = 390;
  const cy = 295;
  const rimColour = kind === 'shirazi' ? '#2b8c9a' : '#fbf8f1';
  let out = bowl(c, cx, cy, 220, ['#6e9f3c', '#3f6a1f'], rimColour);
  if (kind !== 'shirazi') {
    for (const [x, y] of scatter(c, cx, cy, 150, 150, 26, 26)) {
      out += `<path d="${blob(c, x, y, 38, 26, 0.5, 9)}" fill="${c.shade(c.pick(['#a9d66a', '#8cc34f', '#c4e58a']), '#5b9632')}" ${rot(c.between(0, 180), x, y)}/>`;
    }
  }
  if (kind === 'caesar') {
    for (const [x, y] of scatter(c, cx, cy, 120, 120, 7, 40))
      out += `<rect x="${n(x - 36)}" y="${n(y - 11)}" width="72" height="22" rx="8" fill="${c.shade('#f3d3a0', '#c99352')}" ${rot(c.between(0, 180), x, y)}/>`;
    for (const [x, y] of scatter(c, cx, cy, 130, 130, 9, 28))
      out += `<rect x="${n(x - 11)}" y="${n(y - 11)}" width="22" height="22" rx="5" fill="${c.shade('#f7d58e', '#cf9440')}" ${rot(c.between(0, 90), x, y)}/>`;
    for (const [x, y] of scatter(c, cx, cy, 130, 130, 14))
      out += `<path d="M${n(x)} ${n(y)} l18 -6 l-4 12Z" fill="#fbf4de"/>`;
    out += `<path d="M${cx - 100} ${cy - 30} q50 -30 100 0 t100 10" stroke="#fbf1d6" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  } else if (kind === 'shirazi') {
    out += circle(cx, cy, 184, c.shade('#f3e3c2', '#dcc69b'));
    for (const [x, y] of scatter(c, cx, cy, 165, 165, 140, 13)) {
      const fill = c.pick(['#d83a24', '#e9543a', '#79b244', '#a6d06a', '#f0e6f0', '#d9c2e0']);
      out += `<rect x="${n(x - 7)}" y="${n(y - 7)}" width="14" height="14" rx="3" fill="${fill}" ${rot(c.between(0, 90), x, y)}/>`;
    }
    for (const [x, y] of scatter(c, cx, cy, 150, 150, 60)) out += circle(x, y, 2.4, '#4d7a2e');
  } else if (kind === 'fasl') {
    for (const [x, y] of scatter(c, cx, cy, 130, 130, 12, 24))
      out += `<path d="M${n(x)} ${n(y)} q20 -16 40 0" stroke="#8a3a7a" stroke-width="7" fill="none" stroke-linecap="round" ${rot(c.between(0, 180), x, y)}/>`;
    for (const [x, y] of scatter(c, cx, cy, 130, 130, 14, 20))
      out += `<rect x="${n(x - 22)}" y="${n(y - 3)}" width="44" height="7" rx="3" fill="#f08a24" ${rot(c.between(0, 180), x, y)}/>`;
    for (const [x, y] of scatter(c, cx, cy, 120, 120, 18, 14)) out += circle(x, y, 6, '#f7c928');
    for (const [x, y] of scatter(c, cx, cy, 120, 120, 6, 40))
      out += circle(x, y, 17, c.shade('#f2573e', '#b52a16'));
  } else {
    for (const [x, y] of scatter(c, cx, cy, 130, 130, 8, 40))
      out += circle(x, y, 24, '#5f9d2f') + circle(x, y, 19, '#e6f2c8') + circle(x, y, 3, '#cfe6a6');
    for (const [x, y] of scatter(c, cx, cy, 130, 130, 6, 40))
      out += `<path d="M${n(x - 24)} ${n(y)} A24 24 0 0 1 ${n(x + 24)} ${n(y)}Z" fill="${c.shade('#f2573e', '#b52a16')}" ${rot(c.between(0, 180), x, y)}/>`;
    for (const [x, y] of scatter(c, cx, cy, 120, 120, 10, 22)) out += ellipse(x, y, 10, 8, '#2b2520');
    for (const [x, y] of scatter(c, cx, cy, 90, 90, 6, 30))
      out += `<rect x="${n(x - 17)}" y="${n(y - 17)}" width="34" height="34" rx="4" fill="${c.shade('#ffffff', '#ece6d6')}" ${rot(c.between(0, 90), x, y)}/>`;
    out += onionRings(c, cx, cy - 60, 3);
  }
  return out;
}

// Drinks, seen from the side.

function glass(
  c: Ctx,
  cx: number,
  liquid: [string, string],
  options: { fizz?: boolean; ice?: boolean; straw?: string; foam?: string; width?: number },
) {
  const top = 130;
  const bottom = 500;
  const w = (options.width ?? 210) / 210;
  const x = (dx: number) => n(cx + dx * w);
  let out = shadow(cx, bottom - 6, 120 * w, 26, 0.3);
  out += `<path d="M${x(-105)} ${top} L${x(105)} ${top} L${x(88)} ${bottom} Q${cx} ${bottom + 14} ${x(-88)} ${bottom}Z" fill="#ffffff" opacity="0.45"/>`;
  out += `<path d="M${x(-98)} ${top + 50} L${x(98)} ${top + 50} L${x(84)} ${bottom - 8} Q${cx} ${bottom + 4} ${x(-84)} ${bottom - 8}Z" fill="${c.linear(liquid[0], liquid[1])}"/>`;
  if (options.foam) {
    out += `<path d="M${x(-98)} ${top + 50} L${x(98)} ${top + 50} L${x(96)} ${top + 78} L${x(-96)} ${top + 78}Z" fill="${options.foam}"/>`;
  }
  if (options.ice) {
    for (const [dx, y, a] of [
      [-40, top + 90, 12],
      [30, top + 110, -18],
      [-10, top + 160, 30],
    ] as const) {
      const ix = cx + dx * w;
      const s = 60 * w;
      out += `<rect x="${n(ix - s / 2)}" y="${n(y - s / 2)}" width="${n(s)}" height="${n(s)}" rx="10" fill="#ffffff" opacity="0.45" ${rot(a, ix, y)}/>`;
    }
  }
  if (options.fizz) {
    for (const [bx, by] of scatter(c, cx, (top + bottom) / 2 + 40, 70 * w, 140, 22)) {
      out += circle(bx, by, c.between(2.5, 5), '#ffffff', 'opacity="0.6"');
    }
  }
  if (options.straw) {
    out += `<path d="M${x(20)} ${bottom - 40} L${x(58)} ${top - 40} L${x(100)} ${top - 70}" stroke="${options.straw}" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
  }
  out += `<path d="M${x(-80)} ${top + 30} L${x(-66)} ${bottom - 30}" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.5"/>`;
  out += ellipse(cx, top, 105 * w, 14, 'none', 'stroke="#ffffff" stroke-width="4" opacity="0.8"');
  return out;
}

type Drink = 'doogh' | 'soda' | 'delster' | 'lemonade' | 'tea' | 'water' | 'narenj';

function drink(c: Ctx, kind: Drink) {
  const cx = 400;
  let out = '';
  if (kind === 'doogh') {
    out += glass(c, cx, ['#fbfaf4', '#e9e6da'], { fizz: true, foam: '#ffffff' });
    out += herbs(c, cx - 10, 165, 5, 30, ['#3f8a2a', '#5fa83f']);
    out += herbs(c, 620, 470, 3, 26);
  } else if (kind === 'soda') {
    // A can: red with a white wave, and a glass of cola beside it.
    out += shadow(300, 494, 90, 22, 0.3);
    out += `<rect x="215" y="170" width="170" height="320" rx="22" fill="${c.linear('#e63a2e', '#a8170f')}"/>`;
    out += `<rect x="215" y="170" width="170" height="22" rx="10" fill="#d7d9dc"/><rect x="215" y="470" width="170" height="20" rx="10" fill="#c5c8cc"/>`;
    out += `<path d="M215 330 Q270 290 300 330 T385 320 L385 350 Q330 370 300 350 T215 360Z" fill="#ffffff" opacity="0.9"/>`;
    out += `<rect x="236" y="200" width="18" height="260" rx="9" fill="#ffffff" opacity="0.25"/>`;
    out += glass(c, 560, ['#5a2a14', '#2a1208'], { fizz: true, ice: true, width: 160 });
  } else if (kind === 'delster') {
    out += shadow(cx, 494, 90, 22, 0.3);
    out += `<path d="M370 90 L430 90 L430 170 Q480 200 480 260 L480 480 Q480 500 460 500 L340 500 Q320 500 320 480 L320 260 Q320 200 370 170Z" fill="${c.linear('#e7b24a', '#a8701c')}"/>`;
    out += `<rect x="364" y="70" width="72" height="30" rx="6" fill="#c9ccd0"/>`;
    out += `<rect x="320" y="300" width="160" height="110" fill="#f6efe0"/><circle cx="400" cy="355" r="34" fill="#f5d33b"/><circle cx="400" cy="355" r="24" fill="#fff3a8"/>`;
    out += `<rect x="336" y="200" width="14" height="270" rx="7" fill="#ffffff" opacity="0.3"/>`;
    out += lemonWedge(c, 600, 450, 46, -10);
  } else if (kind === 'lemonade') {
    out += glass(c, cx, ['#f4f0a0', '#d9d86a'], { fizz: true, ice: true, straw: '#e4752a' });
    out += lemonWedge(c, cx - 96, 136, 44, 120);
    out += herbs(c, cx + 10, 168, 5, 28, ['#3f8a2a', '#5fa83f']);
  } else if (kind === 'tea') {
    // A tulip estekan on a saucer, with a stick of saffron rock candy (nabat).
    out += shadow(cx, 470, 190, 36, 0.3) + ellipse(cx, 460, 190, 44, c.shade('#ffffff', '#e3dccd'));
    out += ellipse(cx, 458, 150, 30, 'none', 'stroke="#2b8c9a" stroke-width="6"');
    out += `<path d="M330 200 L470 200 Q470 260 448 300 Q430 340 448 400 Q456 440 430 450 L370 450 Q344 440 352 400 Q370 340 352 300 Q330 260 330 200Z" fill="#ffffff" opacity="0.5"/>`;
    out += `<path d="M336 230 L464 230 Q462 270 444 302 Q426 340 443 398 Q450 432 428 442 L372 442 Q350 432 357 398 Q374 340 356 302 Q338 270 336 230Z" fill="${c.linear('#c8461c', '#7a1e08')}"/>`;
    out += `<path d="M352 240 Q348 300 372 330" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.45" stroke-linecap="round"/>`;
    out += `<rect x="540" y="170" width="12" height="300" rx="5" fill="#d9c7a4" ${rot(20, 546, 320)}/>`;
    for (let i = 0; i < 9; i++)
      out += `<rect x="${n(515 + c.between(0, 30))}" y="${n(190 + i * 20)}" width="34" height="26" rx="4" fill="${c.pick(['#f7c548', '#f0b02a', '#fcd86e'])}" ${rot(20, 546, 320)}/>`;
  } else if (kind === 'water') {
    out += shadow(cx, 494, 80, 20, 0.25);
    out += `<path d="M375 90 L425 90 L425 150 Q470 175 470 230 L470 480 Q470 500 450 500 L350 500 Q330 500 330 480 L330 230 Q330 175 375 150Z" fill="${c.linear('#e6f4fa', '#bfe0ee')}" stroke="#a8d2e4" stroke-width="4"/>`;
    out += `<rect x="368" y="66" width="64" height="30" rx="6" fill="#2f7fc0"/>`;
    out += `<rect x="330" y="290" width="140" height="90" fill="#2f7fc0" opacity="0.85"/><path d="M330 335 Q365 310 400 335 T470 335" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8"/>`;
    out += `<rect x="346" y="190" width="12" height="280" rx="6" fill="#ffffff" opacity="0.6"/>`;
  } else {
    out += glass(c, cx, ['#fbd9a0', '#f2a552'], { ice: true, straw: '#2b8c9a' });
    out += lemonWedge(c, cx + 96, 140, 46, -120, '#f7941d');
    // Orange blossom: five white petals round a yellow heart.
    for (const [fx, fy] of [
      [600, 430],
      [660, 480],
    ] as const) {
      for (let i = 0; i < 5; i++)
        out += ellipse(
          fx,
          fy - 16,
          10,
          18,
          '#fffdf6',
          `${rot(i * 72, fx, fy)} stroke="#eadfcb" stroke-width="1"`,
        );
      out += circle(fx, fy, 7, '#f2c230');
    }
    out += herbs(c, 180, 460, 3, 26);
  }
  return out;
}

// Desserts.

type Dessert = 'sholeh' | 'faloodeh' | 'bastani' | 'cake';

function dessert(c: Ctx, kind: Dessert) {
  const cx = 390;
  const cy = 300;
  let out = '';
  if (kind === 'sholeh') {
    out += bowl(c, cx, cy, 200, ['#f9cf3c', '#e3a514'], '#2b8c9a');
    // Cinnamon drawn in a lattice, as at a nazri.
    for (let i = -2; i <= 2; i++) {
      out += `<path d="M${cx - 120 + i * 10} ${cy + i * 50} L${cx + 120 + i * 10} ${cy + i * 50}" stroke="#8a4a1c" stroke-width="6" stroke-linecap="round" opacity="0.75" ${rot(45, cx, cy)}/>`;
      out += `<path d="M${cx + i * 50} ${cy - 120} L${cx + i * 50} ${cy + 120}" stroke="#8a4a1c" stroke-width="6" stroke-linecap="round" opacity="0.75" ${rot(45, cx, cy)}/>`;
    }
    for (const [x, y] of scatter(c, cx, cy, 110, 110, 16, 18))
      out += ellipse(x, y, 10, 3.4, '#fbf1dc', rot(c.between(0, 180), x, y));
    for (const [x, y] of scatter(c, cx, cy, 110, 110, 10, 18))
      out += ellipse(x, y, 7, 2.6, '#8fb34a', rot(c.between(0, 180), x, y));
  } else if (kind === 'faloodeh') {
    // Frozen rice-starch noodles in a glass bowl, with a pool of sour-cherry syrup and a lime.
    out += bowl(c, cx, cy, 200, ['#f7fafb', '#dde6ea'], '#e4f1f5');
    out += `<path d="${blob(c, cx + 40, cy + 30, 80, 60, 0.3, 9)}" fill="#c8102e" opacity="0.55"/>`;
    for (const [x, y] of scatter(c, cx - 36, cy, 130, 140, 110)) {
      const a = c.between(0, 180);
      out += `<path d="M${n(x)} ${n(y)} q12 -12 24 0 t24 0 t24 0" stroke="#c9d3d8" stroke-width="7" fill="none" stroke-linecap="round" ${rot(a, x + 36, y)}/>`;
      out += `<path d="M${n(x)} ${n(y)} q12 -12 24 0 t24 0 t24 0" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" ${rot(a, x + 36, y)}/>`;
    }
    out += lemonWedge(c, 640, 230, 52, 25, '#9bcf3a') + herbs(c, 640, 430, 3, 26);
  } else if (kind === 'bastani') {
    out += bowl(c, cx, cy, 200, ['#f7f1e6', '#e2d6bf'], '#2b8c9a');
    for (const [x, y] of [
      [cx - 60, cy - 30],
      [cx + 60, cy + 20],
      [cx - 20, cy + 70],
    ] as const) {
      out += `<path d="${blob(c, x, y, 78, 72, 0.18, 12)}" fill="${c.shade('#fde58a', '#e9b52c')}"/>`;
      for (const [px, py] of scatter(c, x, y, 55, 50, 10, 10))
        out += ellipse(px, py, 5, 3, '#8fb34a', rot(c.between(0, 180), px, py));
      for (const [px, py] of scatter(c, x, y, 50, 45, 3, 20))
        out += `<rect x="${n(px - 8)}" y="${n(py - 8)}" width="16" height="16" rx="3" fill="#fffbef"/>`;
    }
    // Two rolled wafers leaning on the scoops.
    for (const [x, y, a] of [
      [470, 160, 35],
      [500, 200, 50],
    ] as const) {
      let stripes = '';
      for (let i = 12; i < 150; i += 18)
        stripes += `<path d="M${x + i} ${y} l-10 24" stroke="#c98f3e" stroke-width="3"/>`;
      out += group(
        `<rect x="${x}" y="${y}" width="160" height="24" rx="12" fill="${c.linear('#f6dca4', '#dfb066')}"/>${stripes}`,
        `rotate(${a} ${x} ${y + 12})`,
      );
    }
  } else {
    out += plate(c, cx, cy + 10, 230);
    // A slice seen from its cut side: sponge and ganache in layers, cherries on top.
    out += `<path d="M230 390 L540 390 L560 250 L300 180Z" fill="${c.linear('#5a2f1b', '#3a1b0d')}"/>`;
    for (const y of [250, 320]) {
      out += `<path d="M${n(230 + ((390 - y) * 70) / 210)} ${y} L${n(540 + ((390 - y) * 20) / 140)} ${y}" stroke="#8a4a2c" stroke-width="14" opacity="0.8"/>`;
    }
    out += `<path d="M300 180 L560 250 L560 268 L296 198Z" fill="#2b140a"/>`;
    for (let i = 0; i < 3; i++) out += circle(370 + i * 62, 196 + i * 17, 15, c.shade('#e0475a', '#8c1324'));
    for (let i = 0; i < 3; i++)
      out += `<path d="M${370 + i * 62} ${182 + i * 17} q6 -24 20 -30" stroke="#3f7a2a" stroke-width="3" fill="none"/>`;
    out += `<path d="${blob(c, 560, 420, 46, 26, 0.3, 8)}" fill="#fff8ec"/>`;
    out += herbs(c, 600, 410, 2, 20);
  }
  return out;
}

// ─── The catalogue of pictures ───────────────────────────────────────────────────────────────────

const DRAWINGS = {
  koobideh: (c: Ctx) => kebabPlatter(c, 'koobideh'),
  jujeh: (c: Ctx) => kebabPlatter(c, 'jujeh'),
  jujehBone: (c: Ctx) => kebabPlatter(c, 'jujehBone'),
  barg: (c: Ctx) => kebabPlatter(c, 'barg'),
  bakhtiari: (c: Ctx) => kebabPlatter(c, 'bakhtiari'),
  soltani: (c: Ctx) => kebabPlatter(c, 'soltani'),
  shishlik: (c: Ctx) => kebabPlatter(c, 'shishlik'),
  ghormeh: (c: Ctx) => chelowKhoresh(c, 'ghormeh'),
  gheymeh: (c: Ctx) => chelowKhoresh(c, 'gheymeh'),
  fesenjan: (c: Ctx) => chelowKhoresh(c, 'fesenjan'),
  zereshkPolo: (c: Ctx) =>
    plate(c, 400, 300, 250, 'persian') +
    rice(c, 340, 280, 165, 150, 'barberry') +
    chickenLeg(c, 480, 390, -25),
  baghaliPolo: (c: Ctx) =>
    plate(c, 400, 300, 250, 'persian') + rice(c, 340, 300, 160, 150, 'dill') + shank(c, 540, 320),
  soup: (c: Ctx) => starter(c, 'soup'),
  kashk: (c: Ctx) => starter(c, 'kashk'),
  mirza: (c: Ctx) => starter(c, 'mirza'),
  mast: (c: Ctx) => starter(c, 'mast'),
  olive: (c: Ctx) => starter(c, 'olive'),
  fries,
  pizzaNarenj: (c: Ctx) => pizza(c, ['ham', 'mushroom', 'pepper', 'olive']),
  pizzaPepperoni: (c: Ctx) => pizza(c, ['pepperoni']),
  pizzaChicken: (c: Ctx) => pizza(c, ['chicken', 'mushroom', 'chicken', 'pepper']),
  pizzaVeggie: (c: Ctx) => pizza(c, ['mushroom', 'pepper', 'corn', 'olive', 'tomato']),
  pizzaMargherita: (c: Ctx) => pizza(c, ['tomato', 'basil']),
  burger: (c: Ctx) => burger(c, false),
  cheeseburger: (c: Ctx) => burger(c, true),
  chickenSandwich: (c: Ctx) => longSandwich(c, 'chicken'),
  hotdog: (c: Ctx) => longSandwich(c, 'hotdog'),
  roastBeef: (c: Ctx) => longSandwich(c, 'beef'),
  caesar: (c: Ctx) => salad(c, 'caesar'),
  shirazi: (c: Ctx) => salad(c, 'shirazi'),
  fasl: (c: Ctx) => salad(c, 'fasl'),
  greek: (c: Ctx) => salad(c, 'greek'),
  doogh: (c: Ctx) => drink(c, 'doogh'),
  soda: (c: Ctx) => drink(c, 'soda'),
  delster: (c: Ctx) => drink(c, 'delster'),
  lemonade: (c: Ctx) => drink(c, 'lemonade'),
  tea: (c: Ctx) => drink(c, 'tea'),
  water: (c: Ctx) => drink(c, 'water'),
  narenj: (c: Ctx) => drink(c, 'narenj'),
  sholeh: (c: Ctx) => dessert(c, 'sholeh'),
  faloodeh: (c: Ctx) => dessert(c, 'faloodeh'),
  bastani: (c: Ctx) => dessert(c, 'bastani'),
  cake: (c: Ctx) => dessert(c, 'cake'),
} satisfies Record<string, (c: Ctx) => string>;

export type DishArt = keyof typeof DRAWINGS;
export const DISH_ARTS = Object.keys(DRAWINGS) as DishArt[];

/** The SVG of a dish on its table. */
export function drawDish(art: DishArt, tone: Tone, cutlery: 'fork' | 'spoon' = 'fork'): string {
  const c = new Ctx(seeded(art));
  const napkin = c.rnd() < 0.5 ? 'left' : 'right';
  const background = table(c, tone, napkin, cutlery);
  return c.svg(background, DRAWINGS[art](c));
}
