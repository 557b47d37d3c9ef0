// Jest resolver: Nx's (which turns every stylesheet into an identity proxy), except for stylesheets imported
// as text (`./x.css?inline`): those resolve to the file itself, which tools/jest/css-text.cjs loads as text.
const { resolve, dirname } = require('node:path');
const nxResolver = require('@nx/jest/plugins/resolver');

const inlineCss = /^(\.{1,2}\/.+\.css)\?inline$/;

module.exports = function resolver(request, options) {
  const match = inlineCss.exec(request);
  if (match) return resolve(options.basedir, match[1]);
  return nxResolver(request, options);
};
