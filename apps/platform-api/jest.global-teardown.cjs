const { rmSync } = require('node:fs');
const { dirname } = require('node:path');

module.exports = async () => {
  const image = process.env['PLAYFRONT_TEST_DB_IMAGE'];
  if (image) rmSync(dirname(image), { recursive: true, force: true });
};
