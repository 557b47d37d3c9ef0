// A stylesheet imported as text (`import css from './x.css?inline'`): Vite inlines it (minified in a build)
// and Jest loads it through tools/jest/css-text.cjs. The libs render it in a hoisted <style>.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
