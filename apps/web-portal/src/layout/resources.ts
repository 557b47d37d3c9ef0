import type { Resource } from '@playfront/api-contract';
import { useGetPermissionQuery } from '@playfront/brand-config';

/** App platforms offered for download, in display order (spec §2: iOS, iOS lite, Android). */
export const appPlatforms = ['IOS', 'IOS_LITE', 'ANDROID'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

export const platformLabelKeys: Record<AppPlatform, string> = {
  IOS: 'shell_app_ios',
  IOS_LITE: 'shell_app_ios_lite',
  ANDROID: 'shell_app_android',
};

/** The permission info of this host (fetched once at start-up; later readers hit the cache). */
export function usePermission() {
  return useGetPermissionQuery(typeof window === 'undefined' ? undefined : window.location.host);
}

/** The app-download and customer-service resources of permission info. */
export function useResources(): {
  apps: (Resource & { resourceType: AppPlatform })[];
  service: Resource | null;
  /** True until the permission info has arrived. */
  loading: boolean;
} {
  const { data, isLoading } = usePermission();
  const resources = data?.resources ?? [];
  const apps = appPlatforms.flatMap((platform) =>
    resources.filter((r): r is Resource & { resourceType: AppPlatform } => r.resourceType === platform),
  );
  return {
    apps,
    service: resources.find((r) => r.resourceType === 'CUSTOMER_SERVICE') ?? null,
    loading: isLoading,
  };
}
