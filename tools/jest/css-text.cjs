// Jest transform for stylesheets imported as text (`./x.css?inline`, mapped to `./x.css` by the preset):
// the module's default export is the file's text, as Vite gives it.
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
