import type { DomainRoute } from '@playfront/api-contract';

/**
 * Whether the brand's domain routes (spec §7) name this host: the domain itself or a subdomain of it, the
 * port left aside. A brand without domain routes serves any host.
 */
export function isKnownHost(routes: readonly DomainRoute[], host: string): boolean {
  if (routes.length === 0) return true;
  const hostname = host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  return routes.some(({ domain }) => {
    const known = domain.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
    return hostname === known || hostname.endsWith(`.${known}`);
  });
}
