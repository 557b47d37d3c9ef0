import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem {
  /** Stable id, also the value passed to `onChange`. */
  id: string;
  /** Visible tab text. */
  label: ReactNode;
  /** Panel content shown while this tab is selected. */
  content?: ReactNode;
  /** Makes the tab unselectable and skipped by the arrow keys. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs in order. */
  items: readonly TabItem[];
  /** Id of the selected tab (controlled). */
  value: string;
  /** Called with the id of the tab the user selects. */
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Stretch tabs to fill the width (good on phones). */
  fullWidth?: boolean;
  /** Extra class names on the root element. */
  className?: string;
}

/** WAI-ARIA tabs: roving tabindex, arrows/Home/End move and select (automatic activation). */
export function Tabs({ items, value, onChange, label, fullWidth = false, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Map<string, HTMLButtonElement>>(new Map());
  const enabled = items.filter((item) => !item.disabled);
  const selected = items.find((item) => item.id === value && !item.disabled) ?? enabled[0];

  const select = (item: TabItem | undefined) => {
    if (!item) return;
    tabRefs.current.get(item.id)?.focus();
    if (item.id !== value) onChange(item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, item: TabItem) => {
    const index = enabled.findIndex((candidate) => candidate.id === item.id);
    const last = enabled.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    select(enabled[targets[event.key]]);
  };

  const tabId = (item: TabItem) => `${baseId}-tab-${item.id}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.id}`;
  const hasPanels = items.some((item) => item.content !== undefined);

  return (
    <div className={['pf-tabs', className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={fullWidth ? 'pf-tabs__list pf-tabs__list--full' : 'pf-tabs__list'}
      >
        {items.map((item) => {
          const isSelected = item.id === selected?.id;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              className="pf-tabs__tab"
              aria-selected={isSelected}
              aria-controls={hasPanels ? panelId(item) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item)}
              onKeyDown={(event) => onKeyDown(event, item)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanels &&
        items.map((item) => {
          const isSelected = item.id === selected?.id;
          return (
            <div
              key={item.id}
              role="tabpanel"
              id={panelId(item)}
              aria-labelledby={tabId(item)}
              className="pf-tabs__panel"
              hidden={!isSelected}
            >
              {isSelected ? item.content : null}
            </div>
          );
        })}
    </div>
  );
}
