const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/** A folder for this run's migrated database image (src/testing/test-app.ts); the teardown removes it. */
module.exports = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'playfront-api-tests-'));
  process.env['PLAYFRONT_TEST_DB_IMAGE'] = join(dir, 'migrated.tar');
};
