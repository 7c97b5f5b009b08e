/** Rows as aligned columns, the keys of every row as the header. */
export function table(rows: Record<string, unknown>[]): string {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cells = [keys, ...rows.map((r) => keys.map((k) => String(r[k] ?? '')))];
  const widths = keys.map((_, i) => Math.max(...cells.map((c) => (c[i] ?? '').length)));
  return cells.map((c) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}
