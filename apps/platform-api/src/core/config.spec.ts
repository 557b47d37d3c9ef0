import { ConfigError, loadConfig } from './config';

describe('DATABASE_PREPARED_STATEMENTS', () => {
  const postgres = { DATABASE_URL: 'postgres://db.example/playfront' };

  it('keeps the hot statements prepared unless told not to', () => {
    expect(loadConfig(postgres).databasePreparedStatements).toBe(true);
    expect(loadConfig({ ...postgres, DATABASE_PREPARED_STATEMENTS: '' }).databasePreparedStatements).toBe(
      true,
    );
    expect(loadConfig({ ...postgres, DATABASE_PREPARED_STATEMENTS: 'true' }).databasePreparedStatements).toBe(
      true,
    );
    expect(
      loadConfig({ ...postgres, DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements,
    ).toBe(false);
    expect(loadConfig({ ...postgres, DATABASE_PREPARED_STATEMENTS: '0' }).databasePreparedStatements).toBe(
      false,
    );
  });

  it('refuses a value that is not true or false', () => {
    expect(() => loadConfig({ ...postgres, DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(
      new ConfigError('DATABASE_PREPARED_STATEMENTS must be true or false'),
    );
  });
});
