/** «الف»، «ب» و «ج» — titles joined the way a Persian sentence lists them. */
export function persianQuotedList(titles: readonly string[]): string {
  const quoted = titles.map((title) => `«${title}»`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join('، ')} و ${quoted.at(-1)}`;
}
