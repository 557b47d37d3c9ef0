import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  OperatorErrorCode,
  operatorAreas,
  operatorRoles,
  proposalKinds,
  proposalStatuses,
} from '@playfront/api-contract';
import { loadMessageAreas } from '@playfront/i18n';
import { cn } from './cn';
import { en } from './en';
import { backOfficeLanguages, createBackOfficeI18n, setBackOfficeLanguage } from './index';

const languages = { en, cn } as const;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every source file of the app but specs, stories and the test helpers. */
function sources(dir = join(__dirname, '..')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(spec|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the back office's texts", () => {
  it('exist in every language the back office offers, with the same keys', () => {
    expect(Object.keys(languages).sort()).toEqual([...backOfficeLanguages].sort());
    for (const messages of Object.values(languages)) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    }
  });

  it('keep the same placeholders in every language, and are really translated', () => {
    // Words that read the same in Chinese.
    const same = new Set(['bo_member_vip']);
    for (const [key, text] of Object.entries(en)) {
      const translated = cn[key as keyof typeof cn];
      expect([key, placeholders(translated)]).toEqual([key, placeholders(text)]);
      expect(translated.trim()).not.toBe('');
      if (!same.has(key)) expect([key, translated]).not.toEqual([key, text]);
    }
  });

  it('are the back office’s own (bo_) or the texts of refusals (err_)', () => {
    for (const key of Object.keys(en)) expect(key).toMatch(/^(bo|err)_[a-z0-9_A-Z]+$/);
  });

  it('say every refusal of the operator calls', () => {
    for (const code of Object.values(OperatorErrorCode)) {
      expect(en).toHaveProperty(`err_${code}`);
      expect(cn).toHaveProperty(`err_${code}`);
    }
  });

  it('name every role, proposal kind and status, and every key the screens ask for', () => {
    for (const role of operatorRoles) expect(en).toHaveProperty(`bo_role_${role}`);
    for (const area of operatorAreas) expect(en).toHaveProperty(`bo_area_${area.replace(/-/g, '_')}`);
    for (const kind of proposalKinds) expect(en).toHaveProperty(`bo_proposal_kind_${kind}`);
    for (const status of proposalStatuses) {
      expect(en).toHaveProperty(`bo_proposal_status_${status}`);
      expect(en).toHaveProperty(`bo_proposal_done_${status}`);
    }
    const used = new Set<string>();
    for (const file of sources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`](bo_[a-zA-Z0-9_]+)['"`]/g))
        used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(200);
    expect([...used].filter((key) => !(key in en))).toEqual([]);
  });
});

describe('switching language', () => {
  it('loads the portal’s texts (ui-kit labels) and the back office’s before the switch', async () => {
    const i18n = await createBackOfficeI18n('cn');
    expect(i18n.language).toBe('cn');
    expect(i18n.t('bo_nav_audit')).toBe('审计日志');
    // A ui-kit label of the portal's Chinese texts.
    expect(i18n.t('ui_close')).not.toBe('ui_close');
    expect(document.documentElement.lang).toBe('zh-CN');
    await setBackOfficeLanguage(i18n, 'en');
    expect(i18n.t('bo_nav_audit')).toBe('Audit trail');
    expect(i18n.t('err_forbidden')).toBe(en.err_forbidden);
  });

  it('keeps the operator wording of a refusal over the portal’s once its texts load', async () => {
    const i18n = await createBackOfficeI18n('en');
    // The api client loads the portal's refusal texts before it translates its first refusal.
    await loadMessageAreas(['refusals']);
    expect(i18n.t('err_account_disabled')).toBe(en.err_account_disabled);
    expect(i18n.t('err_captcha_invalid')).not.toBe('err_captcha_invalid');
  });
});
