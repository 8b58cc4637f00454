import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md #2, #4 and #7 as a check (decision 0048). Each module owns its tables, declared in its
// own `<module>.schema.ts`. Another module, or an orchestrator, reaches a module only through its
// public files — its services (`*.service.ts`), its ports (`*.ports.ts`) and the few files listed
// in PUBLIC_FILES — never through its repository. Nobody writes another module's table. Reading
// another module's table in a query (a join for a name or a number) is listed in SHARED_READS with
// the reason, so that a new one is a reviewed choice, not an accident.

const SRC = resolve(import.meta.dirname, '..');
const MODULES = join(SRC, 'modules');
const ORCHESTRATORS = join(SRC, 'orchestrators');

/** Files other than services and ports that other modules may import, and why each is public. */
const PUBLIC_FILES: Record<string, string> = {
  'auth/auth.guard.ts': 'the access check every module’s routes declare (requireVendor, requireAuth)',
  'auth/access-changes.ts': 'the channel on which a writer announces that someone’s access changed (0027)',
  'orders/order-events.ts': 'the order change channel and its payload, which printing and payments follow',
  'payments/payment-gateway-directory.ts': 'the vendor’s payment gateways, used to pay and to refund',
  'catalog/order-catalog.ts': 'the menu as an order reads it (the checkout fills the orders port with it)',
  'vendors/ordering-terms.ts': 'a vendor’s ordering terms (the checkout fills the orders port with it)',
  'auth/member-sessions.ts':
    'ends a removed member’s sessions (the auth module’s writes, staff asks for them)',
};

/**
 * Another module's tables a module reads in its own queries, each with the reason. Only reads: no
 * module writes another's table (the test below). Shrink this list, do not grow it lightly: a new
 * entry couples the reader to the owner's columns.
 */
const SHARED_READS: Record<string, Record<string, string>> = {
  'audit-log': { users: 'the names of the people who made the changes the log lists' },
  auth: {
    vendorMembers: 'who works for the vendor, read when a staff member logs in and for the access cache',
    roles: 'the permissions of a staff member’s role, read with the membership',
  },
  'caller-id': {
    users: 'the caller, found by the phone number the device reported',
    vendorCustomers: 'whether the caller is the vendor’s customer, under the name the vendor gave them',
    orders: 'the caller’s last three orders on the incoming-call card',
  },
  customers: {
    users: 'the person’s phone and own name beside the vendor’s customer row',
    orders: 'a customer’s order count, total spent and last order, on their information page',
  },
  delivery: { vendorCustomers: 'an address is saved only for one of the vendor’s customers' },
  'discount-codes': {
    menuItems: 'the items a FREEITEM code gives, with their price now',
    vendorCustomers: 'a code given to one customer names one of the vendor’s customers',
  },
  orders: {
    users: 'the customer’s name and phone on the board, the order and its receipt',
    vendorCustomers: 'staff order for one of the vendor’s customers, under the name the vendor gave them',
    transactions: 'a refund gives back through the payment that paid the order',
    vendors: 'the vendor’s name for the gateway, when the hourly re-check asks about a refund',
  },
  printing: {
    orders: 'the catch-up sweep: orders that reached a station’s trigger and were not printed',
    orderStates: 'the catch-up sweep: when each order reached its trigger',
    printerStations: 'the catch-up sweep: only stations that have a printer',
  },
  staff: { users: 'a staff member’s name and phone in the staff list' },
  transactions: {
    orders: 'the number of the order a transaction pays, shown beside it',
    vendors: 'the vendor’s name for the gateway, when the reconciler asks about a payment',
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

type Import = { target: string; names: string[] };

/** Relative imports of a file: the file they resolve to and the names taken from it. */
function imports(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/import\s+(?:type\s+)?(?:\{([^}]*)\}|\*\s+as\s+(\w+)|(\w+))\s+from\s+'(\.[^']+)'/g),
  ].map((match) => ({
    target: `${resolve(dirname(file), match[4]!)}.ts`,
    names: (match[1] ?? match[2] ?? match[3] ?? '')
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean),
  }));
}

const moduleOf = (path: string) =>
  path.startsWith(MODULES + sep) ? relative(MODULES, path).split(sep)[0]! : null;
const isSchema = (path: string) => path.endsWith('.schema.ts');
const isPublic = (path: string) =>
  /\.(service|ports)\.ts$/.test(path) || relative(MODULES, path) in PUBLIC_FILES;

/** Every table and view, by the name code imports it under: its owner and its name in SQL. */
const tables = new Map<string, { owner: string; sqlName: string }>();
for (const file of sourceFiles(MODULES).filter(isSchema)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/export const (\w+) = pg(?:Table|View)\(\s*'(\w+)'/g)) {
    tables.set(match[1]!, { owner: moduleOf(file)!, sqlName: match[2]! });
  }
}
const ownerBySqlName = new Map([...tables.values()].map((t) => [t.sqlName, t.owner]));
const nameBySqlName = new Map([...tables].map(([name, t]) => [t.sqlName, name]));

const codeFiles = [...sourceFiles(MODULES), ...sourceFiles(ORCHESTRATORS)].filter((f) => !isSchema(f));
const where = (file: string) => relative(SRC, file);

describe('server module boundaries', () => {
  it('finds the modules’ tables', () => {
    expect(tables.size).toBeGreaterThan(40);
    expect(tables.get('orders')?.owner).toBe('orders');
  });

  it('a module or orchestrator imports another module only through its services, ports and public files', () => {
    const offences: string[] = [];
    for (const file of codeFiles) {
      for (const { target } of imports(file)) {
        const owner = moduleOf(target);
        if (!owner || owner === moduleOf(file) || isSchema(target)) continue;
        if (!isPublic(target)) offences.push(`${where(file)} → ${where(target)}`);
      }
    }
    expect(offences.join('\n')).toBe('');
  });

  it('nobody writes another module’s table', () => {
    const offences: string[] = [];
    for (const file of codeFiles) {
      const mine = moduleOf(file);
      const text = readFileSync(file, 'utf8');
      // drizzle: tx.insert(table), .update(table), .delete(table), under the name it was imported as
      const imported = new Map<string, string>();
      for (const { target, names } of imports(file)) {
        if (!isSchema(target)) continue;
        for (const name of names) {
          const [original, alias] = name.split(/\s+as\s+/);
          imported.set((alias ?? original)!, original!);
        }
      }
      for (const match of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
        const table = tables.get(imported.get(match[2]!) ?? '');
        if (table && table.owner !== mine) offences.push(`${where(file)}: ${match[1]} ${table.sqlName}`);
      }
      // SQL text: INSERT INTO t, UPDATE t, DELETE FROM t
      for (const match of text.matchAll(/\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_]+)"?/g)) {
        const owner = ownerBySqlName.get(match[2]!);
        if (owner && owner !== mine) offences.push(`${where(file)}: ${match[1]} ${match[2]}`);
      }
    }
    expect(offences.join('\n')).toBe('');
  });

  it('reads another module’s tables only where SHARED_READS says why', () => {
    const offences: string[] = [];
    const used = new Set<string>();
    const read = (file: string, mine: string, owner: string, table: string) => {
      used.add(`${mine}:${table}`);
      if (!SHARED_READS[mine]?.[table]) offences.push(`${where(file)} reads ${owner}’s ${table}`);
    };
    for (const file of codeFiles) {
      const mine = moduleOf(file) ?? 'orchestrators';
      // drizzle: a table imported from another module's schema file
      for (const { target, names } of imports(file)) {
        const owner = moduleOf(target);
        if (!owner || owner === mine || !isSchema(target)) continue;
        for (const name of names) read(file, mine, owner, name.split(/\s+as\s+/)[0]!);
      }
      // SQL text: FROM t, JOIN t
      for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:FROM|JOIN)\s+"?([a-z_]+)"?/g)) {
        const owner = ownerBySqlName.get(match[1]!);
        if (owner && owner !== mine) read(file, mine, owner, nameBySqlName.get(match[1]!)!);
      }
    }
    expect(offences.join('\n')).toBe('');
    // The list holds no entry that no longer happens.
    const listed = Object.entries(SHARED_READS).flatMap(([m, reads]) =>
      Object.keys(reads).map((t) => `${m}:${t}`),
    );
    expect(listed.filter((entry) => !used.has(entry))).toEqual([]);
  });

  it('keeps each module’s tables in its own schema file, gathered by db/schema.ts', () => {
    const gathered = readFileSync(join(SRC, 'db/schema.ts'), 'utf8');
    const schemaFiles = sourceFiles(MODULES).filter(isSchema);
    for (const file of schemaFiles) {
      expect(basename(file)).toBe(`${moduleOf(file)}.schema.ts`);
      expect(gathered).toContain(`'../modules/${relative(MODULES, file).replace(/\.ts$/, '')}'`);
    }
  });
});
