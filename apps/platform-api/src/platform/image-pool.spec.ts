import { DecodeBusy, decodeQueueLength, reencodeImageOffThread } from './image-pool';
import { encodePngRgba } from './image-reencode';

const png = (size: number) => {
  const data = new Uint8Array(size * size * 4);
  for (let i = 0; i < data.length; i += 1) data[i] = i % 4 === 3 ? 255 : (i * 7) & 255;
  return Buffer.from(encodePngRgba({ width: size, height: size, data }));
};

describe('the proof image decoding queue', () => {
  it('decodes one image at a time and refuses images beyond its bound instead of queueing them', async () => {
    const queue = { maxQueued: 2, maxWaitMs: 60_000 };
    const image = png(64);
    const jobs = Array.from({ length: 6 }, () =>
      reencodeImageOffThread(image, 'image/png', { maxPixels: 1_000_000 }, queue),
    );
    // The first runs, two wait, three are refused at once.
    expect(decodeQueueLength()).toBe(2);
    const results = await Promise.allSettled(jobs);
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof DecodeBusy,
    );
    const decoded = results.filter((result) => result.status === 'fulfilled');
    expect(decoded).toHaveLength(3);
    expect(refused).toHaveLength(3);
    expect(decodeQueueLength()).toBe(0);
    // Once the queue has drained, images are accepted again.
    await expect(
      reencodeImageOffThread(image, 'image/png', { maxPixels: 1_000_000 }, queue),
    ).resolves.toBeInstanceOf(Buffer);
  });
});
