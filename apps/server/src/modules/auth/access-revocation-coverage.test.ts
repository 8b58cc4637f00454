import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { updateVendor } from '../vendors/vendors.repository';

// Decision 0027: every instance keeps who may do what (sessions, memberships, roles, a vendor's
// on/off switch) until a writer announces a change on the `sofreh_access` channel. A writer that
// forgets leaves other servers trusting a revoked session for up to 60 s. This test, like
// audit-coverage.test.ts, finds every write to those tables in the server's code and holds each to
// a reviewed list: either it is announced — and then every call of it sits in a function that also
// announces, in the same transaction — or the list says why it need not be.
// (That an announcement really drops what was kept is access-cache.test.ts, on two instances.)

const SRC = resolve(import.meta.dirname, '../..');

/** The tables the access check reads, by the names code imports them under. */
const WATCHED: Record<string, string> = {
  sessions: 'sessions',
  vendorMembers: 'vendor_members',
  roles: 'roles',
  vendors: 'vendors',
};

type Writer = { announces: 'session' | 'member' | 'role' | 'vendor' } | { silent: string };

/** Every function that writes a watched table (file#function), reviewed. */
const WRITERS: Record<string, Writer> = {
  'modules/auth/auth.repository.ts#insertSession': { silent: 'a new session: nothing kept names it yet' },
  'modules/auth/auth.repository.ts#revokeSession': { announces: 'session' },
  'modules/auth/auth.repository.ts#revokeMemberSessions': { announces: 'member' },
  'modules/staff/staff.repository.ts#upsertStaffMembership': { announces: 'member' },
  'modules/staff/staff.repository.ts#setStaffRole': { announces: 'member' },
  'modules/staff/staff.repository.ts#deleteMembership': { announces: 'member' },
  'modules/staff/staff.repository.ts#insertOwnerMembership': {
    silent: 'a first membership: the person holds no staff session at the vendor that could be kept',
  },
  'modules/staff/staff.repository.ts#setOwnerMembership': { announces: 'member' },
  'modules/staff/staff.repository.ts#insertRole': { silent: 'a new role: no session holds it yet' },
  'modules/staff/staff.repository.ts#insertRolesIfNone': {
    silent: 'a vendor’s first roles: no session holds them yet',
  },
  'modules/staff/staff.repository.ts#updateRole': { announces: 'role' },
  'modules/staff/staff.repository.ts#deleteRole': { announces: 'role' },
  'modules/vendors/vendor-admin.repository.ts#setActive': { announces: 'vendor' },
  'modules/vendors/vendors.repository.ts#insertVendor': {
    silent: 'a new vendor: no session belongs to it yet',
  },
  'modules/vendors/vendors.repository.ts#updateVendor': {
    silent:
      'the vendor’s profile and settings; its fields leave out `active` (checked by the compiler below)',
  },
};

/** What announcing looks like in code: the channel's helper, or the raw NOTIFY of onboarding. */
const ANNOUNCES = /announceAccessChange\(|endMemberSessions\(|notify\([^;]*ACCESS_CHANGES/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/** The named function a position lies in: the nearest `function name` or `const name =` before it at the top level. */
function enclosingName(text: string, at: number): string {
  const before = text.slice(0, at);
  const heads = [...before.matchAll(/^(?:export\s+)?(?:async\s+)?(?:function\s+(\w+)|const\s+(\w+)\s*=)/gm)];
  const last = heads.at(-1);
  return last?.[1] ?? last?.[2] ?? '(top level)';
}

/**
 * The body of the innermost function around a position: the innermost `{…}` whose opening follows
 * a function head (`function f(…)`, `(…) =>`, a method `name(…)`), found by matching braces.
 */
function enclosingFunctionBody(text: string, at: number): string {
  const opens: number[] = [];
  for (let i = 0; i < at; i++) {
    if (text[i] === '{') opens.push(i);
    else if (text[i] === '}') opens.pop();
  }
  for (let k = opens.length - 1; k >= 0; k--) {
    const open = opens[k]!;
    const head = text.slice(Math.max(0, open - 200), open);
    if (!/(=>\s*|\)\s*(?::\s*[^{;]+)?)$/.test(head)) continue;
    let depth = 0;
    for (let i = open; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) return text.slice(open, i + 1);
    }
  }
  return text;
}

/**
 * How a file calls the writer `name` of file `home`: bare in its own file or where it is imported by
 * name, `ns.name(` where its file is imported as a namespace; null when the file cannot reach it.
 */
function callOf(file: { path: string; text: string }, home: string, name: string): RegExp | null {
  if (file.path === home) return new RegExp(`(?<![.\\w])${name}\\(`, 'g');
  for (const match of file.text.matchAll(/import\s+(?:\{([^}]*)\}|\*\s+as\s+(\w+))\s+from\s+'(\.[^']+)'/g)) {
    const target = `${relative(SRC, resolve(SRC, dirname(file.path), match[3]!))}.ts`;
    if (target !== home) continue;
    if (match[2]) return new RegExp(`\\b${match[2]}\\.${name}\\(`, 'g');
    if (match[1]!.split(',').some((n) => n.trim() === name)) return new RegExp(`(?<![.\\w])${name}\\(`, 'g');
  }
  return null;
}

/** file#function of every write to a watched table: drizzle's insert/update/delete or SQL text. */
function findWriters(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const sqlNames = Object.values(WATCHED).join('|');
  const drizzle = new RegExp(
    `\\.(insert|update|delete)\\(\\s*(${Object.keys(WATCHED).join('|')})\\s*\\)`,
    'g',
  );
  const text = new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"?(${sqlNames})\\b`, 'g');
  for (const file of files) {
    for (const match of [...file.text.matchAll(drizzle), ...file.text.matchAll(text)]) {
      const key = `${file.path}#${enclosingName(file.text, match.index)}`;
      found.set(key, [...(found.get(key) ?? []), `${match[1]} ${match[2]}`]);
    }
  }
  return found;
}

describe('access revocation coverage (decision 0027)', () => {
  const writers = findWriters();

  it('every write to sessions, memberships, roles and vendors is in the reviewed list, and only those', () => {
    expect(writers.size).toBeGreaterThan(10);
    const unlisted = [...writers.keys()].filter((key) => !(key in WRITERS));
    expect(unlisted, 'writers of what the access check reads, neither announced nor reviewed').toEqual([]);
    const gone = Object.keys(WRITERS).filter((key) => !writers.has(key));
    expect(gone, 'listed writers that no longer write').toEqual([]);
  });

  it('every call of an announced writer sits in a function that announces the change', () => {
    const offences: string[] = [];
    let calls = 0;
    for (const [key, writer] of Object.entries(WRITERS)) {
      if (!('announces' in writer)) continue;
      const [home, name] = key.split('#') as [string, string];
      for (const file of files) {
        const call = callOf(file, home, name);
        if (!call) continue;
        for (const match of file.text.matchAll(call)) {
          // The writer's own definition is not a call.
          if (/function\s+$/.test(file.text.slice(Math.max(0, match.index - 20), match.index))) continue;
          calls++;
          if (!ANNOUNCES.test(enclosingFunctionBody(file.text, match.index))) {
            offences.push(
              `${file.path}#${enclosingName(file.text, match.index)} calls ${name} without announcing`,
            );
          }
        }
      }
    }
    expect(calls).toBeGreaterThanOrEqual(Object.values(WRITERS).filter((w) => 'announces' in w).length);
    expect(offences.join('\n')).toBe('');
  });

  it('finds a write that does not announce (the check itself works)', () => {
    const sample = `async function fire(tx) {\n  await revokeSession(tx, id, now);\n}\n`;
    expect(ANNOUNCES.test(enclosingFunctionBody(sample, sample.indexOf('revokeSession(')))).toBe(false);
    const announced = `x = changes.transaction(async (tx, publish) => {\n  await revokeSession(tx, id, now);\n  await announceAccessChange(publish, { session: id });\n});`;
    expect(ANNOUNCES.test(enclosingFunctionBody(announced, announced.indexOf('revokeSession(')))).toBe(true);
  });

  it('the vendor profile writer cannot switch a vendor on or off', () => {
    // Only vendor-admin's setActive writes `active`, and it announces. The compiler refuses this:
    // @ts-expect-error `active` is not a profile field
    const write = () => updateVendor(null as never, 'vendor', { active: false });
    expect(typeof write).toBe('function');
  });
});
