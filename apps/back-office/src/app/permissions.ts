import type { OperatorArea, OperatorMe } from '@playfront/api-contract';

/**
 * An area of the operator calls (the contract's list): the path segment after /wps/admin/. The server checks
 * `<area>:read` or `<area>:write` on every call; the back office shows only what the operator may read and
 * hides the controls they may not use (the server refuses them anyway, with 403 `forbidden`).
 */
export type Area = OperatorArea;

export interface Permissions {
  /** May read the area (its `read` or `write` permission). */
  canRead: (area: Area) => boolean;
  /** May change things in the area. */
  canWrite: (area: Area) => boolean;
}

/** The permission checks of an operator (nothing is allowed before `me` is known). */
export function permissionChecks(me: Pick<OperatorMe, 'permissions'> | null | undefined): Permissions {
  const granted = new Set(me?.permissions ?? []);
  const canWrite = (area: Area) => granted.has(`${area}:write`);
  return { canWrite, canRead: (area) => granted.has(`${area}:read`) || canWrite(area) };
}

/** One entry of the navigation: its path under /bo, its text, and the areas any of which opens it. */
export interface NavEntry {
  path: string;
  labelKey: string;
  areas: readonly Area[];
}

/** The screens, in navigation order. */
export const navEntries: readonly NavEntry[] = [
  { path: '/', labelKey: 'bo_nav_dashboard', areas: ['dashboard'] },
  { path: '/approvals', labelKey: 'bo_nav_approvals', areas: ['proposals'] },
  { path: '/members', labelKey: 'bo_nav_members', areas: ['members'] },
  { path: '/affordability', labelKey: 'bo_nav_affordability', areas: ['protection'] },
  { path: '/cashier', labelKey: 'bo_nav_cashier', areas: ['deposits', 'withdrawals', 'payment-channels'] },
  { path: '/content', labelKey: 'bo_nav_content', areas: ['content'] },
  { path: '/feedback', labelKey: 'bo_nav_feedback', areas: ['feedback'] },
  { path: '/applications', labelKey: 'bo_nav_applications', areas: ['affiliate-applications'] },
  { path: '/agents', labelKey: 'bo_nav_agents', areas: ['agents'] },
  { path: '/games', labelKey: 'bo_nav_games', areas: ['games'] },
  { path: '/reports', labelKey: 'bo_nav_reports', areas: ['reports', 'ledger'] },
  { path: '/brand', labelKey: 'bo_nav_brand', areas: ['system', 'setting', 'whitelabel'] },
  { path: '/operators', labelKey: 'bo_nav_operators', areas: ['operators'] },
  { path: '/audit', labelKey: 'bo_nav_audit', areas: ['audit'] },
  { path: '/promotions', labelKey: 'bo_nav_promotions', areas: ['promotions'] },
  { path: '/missions', labelKey: 'bo_nav_missions', areas: ['missions'] },
  { path: '/cashback', labelKey: 'bo_nav_cashback', areas: ['cashback'] },
  { path: '/vip', labelKey: 'bo_nav_vip', areas: ['vip'] },
  { path: '/referral', labelKey: 'bo_nav_referral', areas: ['referral'] },
  { path: '/points', labelKey: 'bo_nav_points', areas: ['points'] },
];

/** Whether the operator may open a screen guarded by these areas (none: every operator). */
export const mayOpen = (permissions: Permissions, areas: readonly Area[] | undefined): boolean =>
  !areas || areas.length === 0 || areas.some((area) => permissions.canRead(area));

/** The navigation an operator sees. */
export const visibleNav = (permissions: Permissions): NavEntry[] =>
  navEntries.filter((entry) => mayOpen(permissions, entry.areas));
