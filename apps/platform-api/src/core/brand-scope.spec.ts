import { AsyncLocalStorage } from 'node:async_hooks';
import { brandConfig, brandScoped, runInBrand } from './brand-scope';
import { loadConfig } from './config';
import type { Config } from './config';

describe('brand scope', () => {
  const base = loadConfig({ MERCHANT_CODE: 'OWN', NODE_ENV: 'test' });
  const ctx = brandScoped<{ config: Config; name: string }>({ name: 'ctx' }, base);
  const other = brandConfig(base, { merchantCode: 'OTHER', currency: 'VND', currencySymbol: '₫' });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
  afterEach(() => jest.restoreAllMocks());

  it('runs the own brand outside every scope without entering the storage', async () => {
    const run = jest.spyOn(AsyncLocalStorage.prototype, 'run');
    const seen = await runInBrand(base, async () => {
      await tick();
      return ctx.config.merchantCode;
    });
    expect(seen).toBe('OWN');
    expect(run).not.toHaveBeenCalled();
    // A copy of the own brand is not the registry's object: it is scoped like any other brand.
    expect(runInBrand({ ...base }, () => ctx.config.merchantCode)).toBe('OWN');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('scopes another brand across awaits, and the own brand inside it', async () => {
    const seen: string[] = [];
    await runInBrand(other, async () => {
      await tick();
      seen.push(ctx.config.merchantCode, ctx.config.currency);
      await runInBrand(base, async () => {
        await tick();
        seen.push(ctx.config.merchantCode);
      });
      seen.push(ctx.config.merchantCode);
    });
    seen.push(ctx.config.merchantCode);
    expect(seen).toEqual(['OTHER', 'VND', 'OWN', 'OTHER', 'OWN']);
  });

  it('keeps concurrent work of two brands apart', async () => {
    const read = (config: Config) =>
      runInBrand(config, async () => {
        const first = ctx.config.merchantCode;
        await tick();
        return [first, ctx.config.merchantCode];
      });
    expect(await Promise.all([read(base), read(other), read(base)])).toEqual([
      ['OWN', 'OWN'],
      ['OTHER', 'OTHER'],
      ['OWN', 'OWN'],
    ]);
  });
});
