// A customer who scans a table's QR code lands on `/?table=5`. The number must survive a trip through
// login and a logout (SPEC §2), so it is kept for the browser tab in sessionStorage: a new visit from
// another tab or another day starts without a stale table.

const TABLE_KEY = 'sofreh:table';
const TABLE_PARAM = 'table';

function tableFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(TABLE_PARAM)?.trim();
  return value ? value.slice(0, 20) : null;
}

export function rememberTableNumber(table: string): void {
  sessionStorage.setItem(TABLE_KEY, table);
}

/** The table in the address bar, else the one remembered for this tab. Remembers what it finds. */
export function currentTableNumber(search: string): string | null {
  const fromUrl = tableFromSearch(search);
  if (fromUrl) {
    rememberTableNumber(fromUrl);
    return fromUrl;
  }
  return sessionStorage.getItem(TABLE_KEY);
}

/** `/auth/login` + `?table=5` when a table is known. */
export function withTableNumber(path: string, table: string | null): string {
  if (!table) return path;
  return `${path}?${new URLSearchParams({ [TABLE_PARAM]: table })}`;
}
