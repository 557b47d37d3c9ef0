import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { LazyImage, defaultImageFallback } from './lazy-image';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    public callback: Callback,
    public options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  enter() {
    act(() => this.callback([{ isIntersecting: true, target: this.observed[0] }]));
  }
}

describe('LazyImage', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeIntersectionObserver.instances = [];
  });

  it('loads eagerly where IntersectionObserver does not exist', async () => {
    await renderWithI18n(<LazyImage src="/banner.png" alt="Summer promotion" width={320} height={160} />);
    const img = screen.getByRole('img', { name: 'Summer promotion' });
    expect(img).toHaveAttribute('src', '/banner.png');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '160');
  });

  it('waits until the frame nears the viewport (preload 1.3, threshold 0.1)', async () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    await renderWithI18n(<LazyImage src="/game.png" alt="Lucky Dragon" width={100} height={100} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options).toEqual({ rootMargin: '0px 0px 300px 0px', threshold: 0.1 });
    observer.enter();
    expect(screen.getByRole('img', { name: 'Lucky Dragon' })).toHaveAttribute('src', '/game.png');
    expect(observer.disconnected).toBe(true);
  });

  it('requests a first-screen picture at once, with a high fetch priority, without waiting for the viewport', async () => {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    await renderWithI18n(<LazyImage src="/hero.png" alt="Lucky Dragon" width={4} height={3} priority />);
    const img = screen.getByRole('img', { name: 'Lucky Dragon' });
    expect(img).toHaveAttribute('src', '/hero.png');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('retries failed loads with backoff, then shows the fallback', async () => {
    jest.useFakeTimers();
    const onError = jest.fn();
    await renderWithI18n(
      <LazyImage src="/broken.png" alt="Lucky Dragon" onError={onError} retryDelay={100} />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    const second = screen.getByRole('img', { name: 'Lucky Dragon' });
    expect(second).toHaveAttribute('src', '/broken.png');
    fireEvent.error(second);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Image unavailable: Lucky Dragon' });
    expect(fallback).toHaveAttribute('src', defaultImageFallback);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('recovers when a retry loads', async () => {
    jest.useFakeTimers();
    const onLoad = jest.fn();
    await renderWithI18n(<LazyImage src="/flaky.png" alt="Logo" onLoad={onLoad} attempts={2} />);
    fireEvent.error(screen.getByRole('img'));
    act(() => jest.advanceTimersByTime(500));
    fireEvent.load(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/flaky.png');
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('uses a custom fallback', async () => {
    await renderWithI18n(<LazyImage src="/x.png" alt="Avatar" attempts={1} fallbackSrc="/avatar.svg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Image unavailable: Avatar' })).toHaveAttribute(
      'src',
      '/avatar.svg',
    );
  });
});
