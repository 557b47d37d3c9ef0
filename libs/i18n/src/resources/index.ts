/** The lazy import of each language's messages (from the list in ./languages). */
export { loaders as messageLoaders } from '../languages';
