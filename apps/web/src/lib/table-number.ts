// A customer who scans a table's QR code lands on `/?table=5`. The table comes from the link and
// travels in the links of the customer's own pages (login and logout, the order, the history, the
// address book), so it survives a trip through login and a logout (SPEC §2) and ends with that visit:
// `/` opened without it — a bookmark, a shared link, the next day in the same tab — is the website,
// not table 5 (issue 19.10). Nothing of it is kept in the browser.

const TABLE_PARAM = 'table';
/** Where an earlier build kept the table for the whole tab; cleared so it cannot come back. */
const LEGACY_TABLE_KEY = 'sofreh:table';

/** The table in the address bar, or null. */
export function currentTableNumber(search: string): string | null {
  const value = new URLSearchParams(search).get(TABLE_PARAM)?.trim();
  return value ? value.slice(0, 20) : null;
}

/** Forgets a table an earlier build remembered for the tab. */
export function forgetLegacyTableMemory(): void {
  try {
    sessionStorage.removeItem(LEGACY_TABLE_KEY);
  } catch {
    // Storage refused (private mode): there is nothing kept to forget.
  }
}

/** `/auth/login` + `?table=5` when a table is known. */
export function withTableNumber(path: string, table: string | null): string {
  if (!table) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [TABLE_PARAM]: table })}`;
}
