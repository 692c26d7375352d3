/**
 * GOHOMEAFTERLOGIN3 (spec section 4, DECISIONS.md 9): with the flag on, a visitor without a token who
 * opens any path but these goes to /login. Paths compare case-insensitively, trailing slash ignored.
 */
export const PUBLIC_PATHS_WHEN_GO_HOME = ['/login', '/register', '/register.html', '/helpmc', '/down'];

export function needsLoginRedirect(pathname: string, opts: { enabled: boolean; loggedIn: boolean }): boolean {
  if (!opts.enabled || opts.loggedIn) return false;
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return !PUBLIC_PATHS_WHEN_GO_HOME.includes(path);
}
