import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * Analytics (spec §4 "load analytics"): the operator's gtag id from permission info is kept here and
 * nothing is loaded — the portal calls no host but its own. A brand that wants Google Analytics adds its
 * consent-gated loader reading `selectGtagId`.
 */
export const analyticsSlice = createSlice({
  name: 'analytics',
  initialState: { gtagId: null as string | null },
  reducers: {
    gtagIdSet(state, action: PayloadAction<string | null>) {
      state.gtagId = action.payload;
    },
  },
  selectors: {
    selectGtagId: (state) => state.gtagId,
  },
});

export const { gtagIdSet } = analyticsSlice.actions;
export const { selectGtagId } = analyticsSlice.selectors;
