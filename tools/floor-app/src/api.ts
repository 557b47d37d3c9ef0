import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readToken } from './session';

export interface Item {
  id: number;
  name: string;
  text: string;
  /** Art of the item, when the list shows pictures. */
  image?: string;
}

export interface Member {
  name: string;
  balance: string;
  level: string;
}

/** The floor's calls: a list of items per page and the signed-in member, with the session's bearer token. */
export const floorApi = createApi({
  reducerPath: 'floorApi',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: (headers) => {
      const token = readToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  endpoints: (build) => ({
    items: build.query<Item[], string>({ query: (list) => `/items/${list}` }),
    member: build.query<Member, void>({ query: () => '/member' }),
  }),
});

export const { useItemsQuery, useMemberQuery } = floorApi;
