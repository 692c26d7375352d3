/** The inbox's time label (inventory 1.5.1): `Today HH:mm`, `Yesterday HH:mm`, else `MM-DD`, in local time. */
export function messageTimeLabel(
  iso: string,
  now: Date,
): { kind: 'today' | 'yesterday'; time: string } | { kind: 'date'; date: string } {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const today = dayStart(now);
  const day = dayStart(at);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (day === today) return { kind: 'today', time };
  // The day before today's midnight (a DST day may be 23 or 25 hours long).
  const yesterday = dayStart(new Date(today - 12 * 3_600_000));
  if (day === yesterday) return { kind: 'yesterday', time };
  return { kind: 'date', date: `${pad(at.getMonth() + 1)}-${pad(at.getDate())}` };
}

/**
 * Where compose starts: with `?to=<username>` (the team's "Send a message") the specific-downline type
 * with that member picked, when the member may use it; otherwise the first type allowed.
 */
export function initialCompose(
  types: readonly number[],
  to: string | null,
): { sendType: number; picked: string[] } {
  const name = to?.trim() ?? '';
  if (name && types.includes(1)) return { sendType: 1, picked: [name] };
  return { sendType: types[0] ?? 1, picked: [] };
}
