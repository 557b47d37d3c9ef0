import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite app: the libs come from the registry like any other package.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
