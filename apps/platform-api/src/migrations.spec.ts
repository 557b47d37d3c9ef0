import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationClashes, migrationOrderProblems, orderMigrations } from './core/migrate';
import type { MigrationSource } from './core/migrate';
// Importing the composition already orders every migration: a clash stops this import with the same
// message as the first test below gives (both migrations and their modules named).
import { migrations, platformModules } from './platform-modules';

const migration = (id: string, seq: number) => ({ id, seq, statements: [] });

/** Every `seq: <n>` written in the API's sources (specs aside): each is one migration. */
function seqsInSources(folder: string): number[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return seqsInSources(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/\bseq: (\d+)/g)].map((match) => Number(match[1]));
  });
}

describe('the migrations of every module', () => {
  it('share no seq and no id across the composition (core and every module)', () => {
    expect(platformModules.map((module) => module.name)).toContain('core');
    expect(migrationClashes(platformModules)).toEqual([]);
  });

  it('are listed in strictly increasing seq within each module', () => {
    expect(migrationOrderProblems(platformModules)).toEqual([]);
  });

  it('are all in the composition: every migration written in a source file runs', () => {
    const written = seqsInSources(__dirname).sort((a, b) => a - b);
    expect(migrations.map((entry) => entry.seq)).toEqual(written);
  });

  it('names both migrations and their modules when two share a seq or an id', () => {
    const sources: MigrationSource[] = [
      { name: 'games', migrations: [migration('games_0001', 100), migration('games_0002', 344)] },
      { name: 'vip', migrations: [migration('vip_0001', 344)] },
      { name: 'points', migrations: [migration('games_0001', 400)] },
      { name: 'empty' },
    ];
    expect(migrationClashes(sources)).toEqual([
      'games_0002 (games) and vip_0001 (vip) share seq 344',
      'games_0001 (games) and games_0001 (points) share the id games_0001',
    ]);
    expect(() => orderMigrations(sources)).toThrow(
      'migrations clash: games_0002 (games) and vip_0001 (vip) share seq 344; games_0001 (games) and games_0001 (points) share the id games_0001',
    );
  });

  it('names a module whose list runs backwards or repeats a seq', () => {
    const sources: MigrationSource[] = [
      { name: 'points', migrations: [migration('points_0001', 301), migration('points_0002', 300)] },
      { name: 'feedback', migrations: [migration('feedback_0001', 311), migration('feedback_0002', 312)] },
    ];
    expect(migrationOrderProblems(sources)).toEqual([
      'points lists points_0002 (seq 300) after points_0001 (seq 301)',
    ]);
    expect(migrationClashes(sources)).toEqual([]);
    expect(orderMigrations(sources).map((entry) => entry.id)).toEqual([
      'points_0002',
      'points_0001',
      'feedback_0001',
      'feedback_0002',
    ]);
  });
});
