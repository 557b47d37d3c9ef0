/**
 * @jest-environment jsdom
 */

/**
 * The pause of the demo game pages (demo-games/common.js, shared by every game): the portal's reality check
 * posts `playfront:pause` and `playfront:resume` into the frame; only its parent window of the same origin
 * is heard, and while paused nothing can place a bet.
 */

interface Common {
  busy(on: boolean): void;
  isPaused(): boolean;
  onPlay(form: HTMLFormElement, round: (data: FormData) => Promise<void>): void;
  play(path: string, body: unknown): Promise<unknown>;
  setPlayable(control: HTMLButtonElement, enabled: boolean): void;
}

document.body.innerHTML = `<main id="game" aria-busy="true">
  <form id="play" class="controls">
    <select id="stake" data-play-control><option value="100">1.00</option></select>
    <button id="spin" class="primary" type="submit" data-play-control disabled>Spin</button>
  </form>
</main>`;
const common = jest.requireActual<Common>('./demo-games/common.js');

const spin = () => document.querySelector('#spin') as HTMLButtonElement;
const stake = () => document.querySelector('#stake') as HTMLSelectElement;
const notice = () => document.querySelector('#game-paused') as HTMLElement | null;
const send = (type: string, init: MessageEventInit = {}) =>
  window.dispatchEvent(
    new MessageEvent('message', { data: { type }, origin: location.origin, source: window.parent, ...init }),
  );

const rounds: FormData[] = [];
common.onPlay(document.querySelector('#play') as HTMLFormElement, async (data) => {
  rounds.push(data);
});

beforeEach(() => {
  send('playfront:resume');
  common.busy(false);
  rounds.length = 0;
});

describe('demo games: pause and resume from the portal', () => {
  it('ignores a message from another origin or another window', () => {
    send('playfront:pause', { origin: 'https://evil.example' });
    send('playfront:pause', { source: null });
    expect(common.isPaused()).toBe(false);
    expect(spin().disabled).toBe(false);
    expect(notice()?.hidden ?? true).toBe(true);
  });

  it('paused: the play controls are disabled, the page inert behind a "Paused" notice, and no bet goes out', async () => {
    send('playfront:pause');
    expect(common.isPaused()).toBe(true);
    expect(spin().disabled).toBe(true);
    expect(stake().disabled).toBe(true);
    expect(document.body.classList.contains('paused')).toBe(true);
    expect(document.querySelector('#game')?.hasAttribute('inert')).toBe(true);
    expect(notice()?.hidden).toBe(false);
    expect(notice()?.textContent).toContain('Paused');

    // A round in flight that ends meanwhile does not enable them again.
    common.busy(true);
    common.busy(false);
    expect(spin().disabled).toBe(true);

    // No submit reaches the game, no key either, and the shared bet sender refuses.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    (document.querySelector('#play') as HTMLFormElement).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(rounds).toHaveLength(0);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    spin().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    await expect(common.play('/demo/v1/slot/spin', { stake: '100' })).rejects.toMatchObject({
      code: 'paused',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('resumed: the controls, the page and the bets come back', async () => {
    send('playfront:pause');
    send('playfront:resume');
    expect(common.isPaused()).toBe(false);
    expect(spin().disabled).toBe(false);
    expect(stake().disabled).toBe(false);
    expect(document.body.classList.contains('paused')).toBe(false);
    expect(document.querySelector('#game')?.hasAttribute('inert')).toBe(false);
    expect(notice()?.hidden).toBe(true);
    (document.querySelector('#play') as HTMLFormElement).dispatchEvent(
      new Event('submit', { bubbles: true, cancelable: true }),
    );
    await Promise.resolve();
    expect(rounds).toHaveLength(1);
  });

  it('a round still in flight at the resume keeps the controls off until it ends', () => {
    common.busy(true);
    send('playfront:pause');
    send('playfront:resume');
    expect(spin().disabled).toBe(true);
    common.busy(false);
    expect(spin().disabled).toBe(false);
  });

  it('a control the page disabled (an empty bet slip) stays so; one it enabled meanwhile comes back', () => {
    common.setPlayable(spin(), false);
    send('playfront:pause');
    send('playfront:resume');
    expect(spin().disabled).toBe(true);
    send('playfront:pause');
    common.setPlayable(spin(), true);
    expect(spin().disabled).toBe(true);
    send('playfront:resume');
    expect(spin().disabled).toBe(false);
  });
});
