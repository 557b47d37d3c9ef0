export { PlayfrontProviders } from './providers';
export type { PlayfrontProvidersProps } from './providers';
export { startPlayfront } from './start';
export type { StartPlayfrontOptions, StartedPlayfront } from './start';
export { ServiceWorkerHost } from './pwa/service-worker-host';
export type { ServiceWorkerHostProps } from './pwa/service-worker-host';
