/** Renders `entry`'s renderShell() with Vite's SSR loader and writes it into `${outDir}/index.html`. */
export function prerenderInto(options: {
  outDir: string;
  root: string;
  configFile: string;
  entry: string;
}): Promise<void>;
