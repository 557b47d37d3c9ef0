/** The session token kept by this tab (sessionStorage `token`, the key the portal uses too). */
export function readToken(): string | null {
  try {
    return sessionStorage.getItem('token');
  } catch {
    return null;
  }
}
