import type { Plugin } from 'vite';

/** Collects the built text of every `*.css?inline` module (the hoisted styles) for the CSP hashes. */
export function inlineStyleTexts(): Plugin & { texts: Set<string> };

/** Where the documents of the prerendered pages other than the landing page go (beside index.html). */
export const SHELLS_DIR: string;

/**
 * Renders each of `entry`'s PRERENDERED_PATHS with its renderShell(path) through Vite's SSR loader: /index
 * into `${outDir}/index.html`, the others into documents under SHELLS_DIR listed in the shell manifest.
 */
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
