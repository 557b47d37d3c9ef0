import { screen } from '@testing-library/react';
import { encode } from 'uqr';
import { renderWithI18n } from '../test-utils';
import { QrCode } from './qr-code';

/** Rebuilds the module grid from the drawn rects, to compare with what uqr encoded. */
function gridFromSvg(svg: Element, size: number, margin: number, modules: number): boolean[][] {
  const cell = (size - 2 * margin) / modules;
  const grid = Array.from({ length: modules }, () => Array<boolean>(modules).fill(false));
  const rects = Array.from(svg.querySelectorAll('rect')).slice(1);
  for (const rect of rects) {
    const x = Math.round((Number(rect.getAttribute('x')) - margin) / cell);
    const y = Math.round((Number(rect.getAttribute('y')) - margin) / cell);
    const w = Math.round(Number(rect.getAttribute('width')) / cell);
    for (let i = 0; i < w; i++) grid[y][x + i] = true;
  }
  return grid;
}

describe('QrCode', () => {
  it('is an image with the given accessible label and size', async () => {
    await renderWithI18n(<QrCode value="https://example.com/app" label="Download the Android app" />);
    const svg = screen.getByRole('img', { name: 'Download the Android app' });
    expect(svg).toHaveAttribute('width', '200');
    expect(svg).toHaveAttribute('viewBox', '0 0 200 200');
  });

  it('has a translated default label', async () => {
    await renderWithI18n(<QrCode value="x" />, { language: 'cn' });
    expect(screen.getByRole('img', { name: '二维码' })).toBeInTheDocument();
  });

  it('draws exactly the modules uqr encodes, inside the margin', async () => {
    const value = 'https://playfront.example/register?ref=ABC123';
    await renderWithI18n(<QrCode value={value} size={125} margin={10} label="QR" />);
    const { data } = encode(value, { ecc: 'M', border: 0 });
    const svg = screen.getByRole('img', { name: 'QR' });
    expect(gridFromSvg(svg, 125, 10, data.length)).toEqual(data);
    const first = svg.querySelectorAll('rect')[1];
    // The top-left finder pattern starts exactly at the margin.
    expect(Number(first.getAttribute('x'))).toBe(10);
    expect(Number(first.getAttribute('y'))).toBe(10);
  });
});
