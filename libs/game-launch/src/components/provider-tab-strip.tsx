import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@playfront/api-contract';
import { Tabs } from '@playfront/ui-kit';

export interface ProviderTabStripProps {
  vendors: readonly VendorCard[];
  /** The selected vendor's code (`?page=`). */
  value: string;
  onChange: (code: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The selected vendor's panel. */
  children?: ReactNode;
}

/** The vendor's mark: its code on a tile coloured from the code (the catalogue carries no vendor artwork). */
export function VendorMark({ code }: { code: string }) {
  const hue = [...code].reduce((sum, c) => sum + c.charCodeAt(0) * 37, 0) % 360;
  return (
    <span className="pf-vendor-mark" style={{ background: `hsl(${hue} 55% 26%)` }} aria-hidden="true">
      {code.slice(0, 3)}
    </span>
  );
}

/** The provider tabs of a lobby (spec §2): icon, name, then a 'game hall' label; arrow keys move. */
export function ProviderTabStrip({ vendors, value, onChange, label, children }: ProviderTabStripProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      className="pf-provider-tabs"
      label={label}
      value={value}
      onChange={onChange}
      items={vendors.map((vendor) => ({
        id: vendor.merchantCode,
        label: (
          <span className="pf-provider-tab">
            <VendorMark code={vendor.merchantCode} />
            <span className="pf-provider-tab__name">{vendor.displayName}</span>
            <span className="pf-provider-tab__hall">{t('games_game_hall')}</span>
          </span>
        ),
        content: children,
      }))}
    />
  );
}
