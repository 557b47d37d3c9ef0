import { lazy, Suspense } from 'react';
import { loadMessageAreas } from '@playfront/i18n';
import type { DeviceStepProps } from './device-step';

// The second step of a login from a new device loads, with its texts, only when a login asks for it.
const Lazy = lazy(async () => {
  const [module] = await Promise.all([import('./device-step'), loadMessageAreas(['forms'])]);
  return { default: module.DeviceStep };
});

export function DeviceStep(props: DeviceStepProps) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
