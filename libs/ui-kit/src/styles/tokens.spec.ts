import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

/** The custom properties with 6-digit hex values declared in the rule whose selector list contains `selector`. */
function themeTokens(selector: string): Record<string, string> {
  const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  const rule = rules.find(([, selectors]) => selectors.split(',').some((s) => s.trim() === selector));
  if (!rule) throw new Error(`No rule for ${selector} in tokens.css`);
  return Object.fromEntries(
    [...rule[2].matchAll(/--(pf-[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1], m[2]]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// Every foreground/background pair a component draws text (4.5) or a needed UI boundary (3) with.
const textPairs: [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-raised'],
  ['text', 'secondary'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-raised'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-secondary', 'secondary'],
  ['on-secondary', 'secondary-hover'],
  ['on-danger', 'danger'],
  ['on-danger', 'danger-hover'],
  ['on-success', 'success'],
  ['on-warning', 'warning'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['danger', 'surface-raised'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['link', 'surface-raised'],
];
const uiPairs: [string, string][] = [
  ['border', 'bg'],
  ['border', 'surface'],
  ['border', 'surface-raised'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['focus', 'surface-raised'],
  ['primary', 'surface'],
  ['success', 'surface-raised'],
  ['info', 'surface-raised'],
];

describe('contrast()', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#123456', '#123456')).toBe(1);
  });
});

describe.each(["[data-theme='dark']", "[data-theme='light']"])('%s tokens', (selector) => {
  const tokens = themeTokens(selector);
  const color = (name: string) => {
    const value = tokens[`pf-color-${name}`];
    if (!value) throw new Error(`--pf-color-${name} is missing in ${selector}`);
    return value;
  };

  it.each(textPairs)('%s on %s reaches 4.5:1 for body text', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s against %s reaches 3:1 for UI boundaries and focus rings', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(3);
  });

  it('chat header text reaches 4.5:1', () => {
    expect(contrast(tokens['pf-color-on-chat-header'], tokens['pf-chat-header'])).toBeGreaterThanOrEqual(4.5);
  });
});

it('dark is the default theme on :root', () => {
  expect(themeTokens(':root')['pf-color-bg']).toBe(themeTokens("[data-theme='dark']")['pf-color-bg']);
});
