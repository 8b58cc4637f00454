// Summarises a V8 .cpuprofile (from `node --cpu-prof` or BENCH_PROFILE_DIR): self time by function
// and by package/file, biggest first. Usage: npx tsx bench/profile-summary.ts <file> [top=40]

import fs from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 40);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

/** A file's package (node_modules/<pkg>) or its path inside the repository. */
function where(url: string): string {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const i = url.indexOf('/apps/');
  const j = url.indexOf('/packages/');
  const k = Math.max(i, j);
  return k >= 0 ? url.slice(k + 1) : url;
}

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const [id, t] of selfTime) {
  const n = byId.get(id)!;
  const place = where(n.callFrame.url);
  const fn = `${n.callFrame.functionName || '(anonymous)'}  ${place}:${n.callFrame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
  byPlace.set(place, (byPlace.get(place) ?? 0) + t);
}
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
console.log(`total sampled ${(total / 1000).toFixed(0)} ms`);
console.log('\nself time by package / file');
for (const [k, t] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${k}`);
console.log('\nself time by function');
for (const [k, t] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(t)}  ${k}`);

// Inclusive time of our own functions (apps/, packages/): what each costs with everything it calls.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
for (const [id, t] of selfTime) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur)!;
    const place = where(n.callFrame.url);
    if (!place.startsWith('apps/') && !place.startsWith('packages/')) continue;
    const key = `${n.callFrame.functionName || '(anonymous)'}  ${place}:${n.callFrame.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + t);
  }
}
console.log('\ninclusive time of our own functions');
for (const [k, t] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${k}`);
