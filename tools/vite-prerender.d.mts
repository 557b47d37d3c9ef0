import type { Plugin } from 'vite';

/** Collects the built text of every `*.css?inline` module (the hoisted styles) for the CSP hashes. */
export function inlineStyleTexts(): Plugin & { texts: Set<string> };

/** Renders `entry`'s renderShell() with Vite's SSR loader and writes it into `${outDir}/index.html`. */
export function prerenderInto(options: {
  outDir: string;
  root: string;
  configFile: string;
  entry: string;
  /** The built texts of the hoisted styles (inlineStyleTexts().texts). */
  inlineStyles: ReadonlySet<string>;
}): Promise<void>;

/** Writes the CSP hashes of an app's index.html inline code and of its hoisted styles beside it. */
export function writeCspManifest(options: {
  outDir: string;
  root: string;
  inlineStyles: ReadonlySet<string>;
}): Promise<void>;
