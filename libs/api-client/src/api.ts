import { createApi } from '@reduxjs/toolkit/query/react';
import { platformBaseQuery } from './base-query';

/** Cache tags of every lib, declared once so that one lib's mutation can refresh another lib's data. */
export const tagTypes = [
  'Member',
  'Balance',
  'Unread',
  'System',
  'Notices',
  'Funds',
  'Transactions',
  'Games',
  'Favourites',
  'Recent',
  'Rounds',
] as const;
export type TagType = (typeof tagTypes)[number];

/**
 * The one RTK Query api of the portal. Feature libs add their calls with `api.injectEndpoints` and export
 * the generated hooks; nothing else creates an api.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: platformBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});
