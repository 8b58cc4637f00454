import fs from 'node:fs';
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
const profile = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const incl = new Map<string, number>();
for (const [id, t] of self) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur)!.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^.*\/work\/main\//, '')}:${f.lineNumber}`;
    if (seen.has(key)) continue;
    seen.add(key);
    incl.set(key, (incl.get(key) ?? 0) + t);
  }
}
const filter = process.argv[3] ? new RegExp(process.argv[3]) : null;
[...incl.entries()].filter(([k]) => !filter || filter.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 60))
  .forEach(([k, t]) => console.log(((100 * t) / total).toFixed(1).padStart(5) + '%  ' + k));
