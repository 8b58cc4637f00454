/** yyyy-mm-dd of the calendar day a date picker chose (the server reads it as a Tehran day). */
export function dayOf(date: Date | null): string | null {
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The picker's value (local midnight) for a yyyy-mm-dd day. */
export function dateOf(day: string | null): Date | null {
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}
