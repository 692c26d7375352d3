/** The favourite ids with `nodeId` switched on or off, order kept (a new one goes last). */
export function withFavorite(ids: readonly string[], nodeId: string, on: boolean): string[] {
  const rest = ids.filter((id) => id !== nodeId);
  return on ? [...rest, nodeId] : rest;
}

/**
 * A gate that lets one action per key through every `ms` (the favourite toggle is throttled to 1 s,
 * inventory 4.2): true when the action may run now.
 */
export function createThrottle(ms: number, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return (key: string): boolean => {
    const at = now();
    const previous = last.get(key);
    if (previous !== undefined && at - previous < ms) return false;
    last.set(key, at);
    return true;
  };
}
