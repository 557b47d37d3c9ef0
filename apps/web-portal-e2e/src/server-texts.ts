import type { APIRequestContext, Page, Request } from '@playwright/test';
import { operatorKey } from './support';
import { TextPairs, holdsText, isObject } from './text-pairs';
import type { Json } from './text-pairs';

/** The stored texts per language (operator reads); the payment channels' are read as the page lists them. */
const storedTexts = [
  '/wps/admin/content/notices?audience=PLAYERS',
  '/wps/admin/content/banners',
  '/wps/admin/content/licence',
  '/wps/admin/promotions',
  '/wps/admin/vip/ranks',
  '/wps/admin/vip/labels',
  '/wps/admin/points/goods',
  '/wps/admin/missions',
  '/wps/admin/messages?page=1&size=100',
];

/** The walk's check: learns the pairs from the server as the page makes its calls, and searches each page. */
export class ServerTexts {
  readonly pairs: TextPairs;
  private readonly asked = new Set<string>();
  private readonly channels = new Set<string>();
  /** English texts already found on an earlier page: each is told once, where it was first seen. */
  private readonly told = new Set<string>();
  private pending: Array<Promise<Request | null>> = [];

  constructor(
    private readonly request: APIRequestContext,
    readonly language: string,
  ) {
    this.pairs = new TextPairs(language);
  }

  /** Notes every data call the page makes whose reply holds a text, to ask it again in both languages. */
  watch(page: Page): void {
    page.on('response', (response) => {
      const call = response.request();
      if (call.method() !== 'GET' || !['fetch', 'xhr'].includes(call.resourceType())) return;
      const path = new URL(call.url()).pathname;
      if (!/^\/(wps|lgw)\//.test(path) || path.includes('/admin/')) return;
      this.pending.push(
        response
          .json()
          .then((body: { value?: Json }) => (holdsText(body.value ?? null) ? call : null))
          .catch(() => null),
      );
    });
  }

  /** Reads the texts the brand stores per language. */
  async readStored(): Promise<void> {
    for (const path of storedTexts) await this.readStoredAt(path);
  }

  private async readStoredAt(path: string): Promise<void> {
    const reply = await this.request.get(path, { headers: { 'X-Operator-Key': operatorKey } });
    if (!reply.ok()) throw new Error(`${path}: ${reply.status()} ${await reply.text()}`);
    this.pairs.pairStored(((await reply.json()) as { value: Json }).value);
  }

  /** The English server texts the page shows where its language has its own (none is right), each told once. */
  async englishOn(page: Page, where: string): Promise<string[]> {
    const calls = await Promise.all(this.pending.splice(0));
    for (const call of calls) if (call) await this.learn(call);
    return this.pairs.find(await page.evaluate(() => document.body.innerText), where, this.told);
  }

  /** Asks a call the page made again, in English and in the page's language, with the page's session. */
  private async learn(call: Request): Promise<void> {
    const headers = await call.allHeaders();
    const auth = headers['authorization'];
    const key = `${call.url()} ${auth ?? ''}`;
    if (this.asked.has(key)) return;
    this.asked.add(key);
    const ask = async (language: string) => {
      const options = {
        headers: {
          Language: language,
          ...(auth ? { Authorization: auth } : {}),
          ...(headers['merchant'] ? { Merchant: headers['merchant'] } : {}),
        },
      };
      // A kept-alive connection the server has just closed fails once: ask again on a new one.
      const reply = await this.request
        .get(call.url(), options)
        .catch(() => this.request.get(call.url(), options));
      if (!reply.ok() || !(reply.headers()['content-type'] ?? '').includes('json')) return undefined;
      return ((await reply.json()) as { value?: Json }).value;
    };
    const [english, translated] = await Promise.all([ask('en'), ask(this.language)]);
    if (english === undefined || translated === undefined) return;
    this.pairs.pair(english, translated);
    // The payment channels the page offers: their stored texts too.
    if (new URL(call.url()).pathname === '/wps/payment/channels' && isObject(english)) {
      for (const item of Array.isArray(english['list']) ? english['list'] : []) {
        if (!isObject(item) || typeof item['code'] !== 'string' || this.channels.has(item['code'])) continue;
        this.channels.add(item['code']);
        await this.readStoredAt(`/wps/admin/payment-channels/${encodeURIComponent(item['code'])}/texts`);
      }
    }
  }
}
