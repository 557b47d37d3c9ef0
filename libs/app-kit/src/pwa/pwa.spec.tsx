import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@playfront/i18n';
import { createTestI18n } from '@playfront/i18n/testing';
import { registerServiceWorker } from './service-worker';
import type { WaitingUpdate } from './service-worker';
import { ServiceWorkerHost } from './service-worker-host';
import { UpdatePrompt } from './update-prompt';

/** A worker as the browser shows it to the page: a state, its changes, and messages sent to it. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker with one registration, which a test drives. */
function fakeServiceWorkers({
  controlled,
  waiting = null,
}: {
  controlled: boolean;
  waiting?: FakeWorker | null;
}) {
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null as FakeWorker | null,
    update: jest.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    register: jest.fn(() => Promise.resolve(registration)),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { container, registration };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('does nothing where there is no service worker (jsdom, tests)', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    await expect(registerServiceWorker({ base: '/none/', offerUpdate: jest.fn() })).resolves.toBeNull();
  });

  it('registers once per page, however often it is asked', async () => {
    const { container } = fakeServiceWorkers({ controlled: false });
    await registerServiceWorker({ base: '/once/', offerUpdate: jest.fn() });
    await expect(registerServiceWorker({ base: '/once/', offerUpdate: jest.fn() })).resolves.toBeNull();
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it("registers the app's worker for its path, always asking the server for the script", async () => {
    const { container } = fakeServiceWorkers({ controlled: false });
    await registerServiceWorker({ base: '/lucky/', offerUpdate: jest.fn() });
    expect(container.register).toHaveBeenCalledWith('/lucky/sw.js', {
      scope: '/lucky/',
      updateViaCache: 'none',
    });
  });

  it('offers a version already waiting; Reload asks it to take over', async () => {
    const waiting = new FakeWorker('installed');
    fakeServiceWorkers({ controlled: true, waiting });
    const offers: WaitingUpdate[] = [];
    await registerServiceWorker({ base: '/waiting/', offerUpdate: (update) => offers.push(update) });
    expect(offers).toHaveLength(1);
    offers[0]?.apply();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('offers a version found later once it is installed, but never the first install', async () => {
    const offerUpdate = jest.fn();
    const first = fakeServiceWorkers({ controlled: false });
    await registerServiceWorker({ base: '/first/', offerUpdate });
    first.registration.installing = new FakeWorker('installing');
    first.registration.dispatchEvent(new Event('updatefound'));
    first.registration.installing.become('installed');
    expect(offerUpdate).not.toHaveBeenCalled();

    const later = fakeServiceWorkers({ controlled: true });
    await registerServiceWorker({ base: '/later/', offerUpdate });
    const worker = new FakeWorker('installing');
    later.registration.installing = worker;
    later.registration.dispatchEvent(new Event('updatefound'));
    expect(offerUpdate).not.toHaveBeenCalled();
    worker.become('installed');
    expect(offerUpdate).toHaveBeenCalledTimes(1);
  });

  it('lets a newer version take over when it arrives after Reload was chosen', async () => {
    const offered = new FakeWorker('installed');
    const { registration } = fakeServiceWorkers({ controlled: true, waiting: offered });
    const offers: WaitingUpdate[] = [];
    await registerServiceWorker({ base: '/newer/', offerUpdate: (update) => offers.push(update) });
    // A newer version replaced the one offered before the visitor chose.
    const newer = new FakeWorker('installing');
    registration.installing = newer;
    registration.dispatchEvent(new Event('updatefound'));
    newer.become('installed');
    registration.waiting = newer;
    offered.become('redundant');
    offers[0]?.apply();
    expect(newer.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    // And one that arrives after the choice goes in without asking again.
    const newest = new FakeWorker('installing');
    registration.installing = newest;
    registration.dispatchEvent(new Event('updatefound'));
    newest.become('installed');
    expect(newest.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(offers).toHaveLength(2);
  });

  it('is quiet when the registration is refused', async () => {
    const { container } = fakeServiceWorkers({ controlled: false });
    container.register.mockImplementation(() => Promise.reject(new Error('blocked')));
    await expect(registerServiceWorker({ base: '/blocked/', offerUpdate: jest.fn() })).resolves.toBeNull();
  });
});

describe('UpdatePrompt', () => {
  it('says a new version is available, politely, with Reload and Later', async () => {
    const i18n = await createTestI18n('en');
    const onReload = jest.fn();
    const onLater = jest.fn();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <UpdatePrompt onReload={onReload} onLater={onLater} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('A new version is available'));
    const prompt = screen.getByRole('region', { name: 'A new version is available' });
    await user.click(within(prompt).getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    await user.click(within(prompt).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(within(prompt).getByRole('button', { name: 'Reload' })).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    ['th', 'มีเวอร์ชันใหม่พร้อมใช้งาน', 'โหลดใหม่'],
    ['ko', '새 버전이 있습니다', '새로고침'],
  ] as const)('speaks the reader’s language (%s)', async (language, text, reload) => {
    const i18n = await createTestI18n(language);
    render(
      <I18nextProvider i18n={i18n}>
        <UpdatePrompt onReload={jest.fn()} onLater={jest.fn()} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
    expect(screen.getByRole('button', { name: reload })).toBeInTheDocument();
  });
});

describe('ServiceWorkerHost', () => {
  it('registers after load and shows the prompt, with texts the app did not load, until the visitor chooses', async () => {
    const waiting = new FakeWorker('installed');
    const { container } = fakeServiceWorkers({ controlled: true, waiting });
    // The app's instance: English of the first download only (the prompt brings its own texts).
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.exists('pwa_update_available')).toBe(false);
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <ServiceWorkerHost base="/" />
      </I18nextProvider>,
    );
    const prompt = await screen.findByRole('region', { name: 'A new version is available' });
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    await user.click(within(prompt).getByRole('button', { name: 'Reload' }));
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    await user.click(within(prompt).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });
});
