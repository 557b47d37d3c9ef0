import { configureStore } from '@reduxjs/toolkit';
import { floorApi } from './api';

export const store = configureStore({
  reducer: { [floorApi.reducerPath]: floorApi.reducer },
  middleware: (defaults) => defaults().concat(floorApi.middleware),
});
