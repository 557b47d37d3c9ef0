import { useMemo } from 'react';
import { encode } from 'uqr';
import { useTranslation } from 'react-i18next';

export interface QrCodeProps {
  /** Text or URL to encode. */
  value: string;
  /** Width and height in px, margin included. */
  size?: number;
  /** Quiet zone around the code in px. */
  margin?: number;
  /** Accessible description; defaults to the translated "QR code". */
  label?: string;
  /** Error correction level. */
  ecc?: 'L' | 'M' | 'Q' | 'H';
  /** Dark module colour. */
  color?: string;
  /** Light background colour (keep it light: most scanners need dark on light). */
  background?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/** A QR code drawn as SVG; each row's runs of dark modules become one rect to keep the DOM small. */
export function QrCode({
  value,
  size = 200,
  margin = 20,
  label,
  ecc = 'M',
  color = '#000000',
  background = '#ffffff',
  className,
}: QrCodeProps) {
  const { t } = useTranslation();
  const { rects, cell } = useMemo(() => {
    const { data } = encode(value, { ecc, border: 0 });
    const modules = data.length;
    const unit = modules > 0 ? Math.max(0, size - 2 * margin) / modules : 0;
    const runs: { x: number; y: number; w: number }[] = [];
    data.forEach((row, y) => {
      let x = 0;
      while (x < row.length) {
        if (!row[x]) {
          x += 1;
          continue;
        }
        const start = x;
        while (x < row.length && row[x]) x += 1;
        runs.push({ x: start, y, w: x - start });
      }
    });
    return { rects: runs, cell: unit };
  }, [value, ecc, size, margin]);

  return (
    <svg
      role="img"
      aria-label={label ?? t('ui_qr_code')}
      className={['pf-qr-code', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill={background} />
      {rects.map(({ x, y, w }) => (
        <rect
          key={`${x}-${y}`}
          x={margin + x * cell}
          y={margin + y * cell}
          width={w * cell}
          height={cell}
          fill={color}
        />
      ))}
    </svg>
  );
}
