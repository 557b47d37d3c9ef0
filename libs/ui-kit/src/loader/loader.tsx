import { Spinner } from '../spinner/spinner';

export interface LoaderProps {
  /** Whether the overlay shows. */
  visible?: boolean;
  /** Cover the whole viewport instead of the nearest positioned ancestor. */
  fullScreen?: boolean;
  /** Accessible status text; defaults to the translated "Loading…". */
  label?: string;
}

/** A full-area overlay with a spinner, covering its positioned parent (or the screen). */
export function Loader({ visible = true, fullScreen = false, label }: LoaderProps) {
  if (!visible) return null;
  return (
    <div className={fullScreen ? 'pf-loader pf-loader--fullscreen' : 'pf-loader'}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
