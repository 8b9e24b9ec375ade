// Tabs with the WAI-ARIA tabs pattern: a tablist of buttons, the arrow keys move between tabs (and
// wrap), Home and End go to the first and last, a tab is chosen as soon as it has focus (automatic
// activation), and only the chosen tab is in the Tab order. Each block gives its own look.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabEntry {
  label: string;
  /** The panel's content; called only once the tab has been chosen when `lazy` is set. */
  panel: () => ReactNode;
  /** Extra attributes for the panel, for tests and styles, for example { "data-period": "Monthly" }. */
  panelData?: Record<`data-${string}`, string>;
}

interface TabsProps {
  tabs: readonly TabEntry[];
  /** Screen-reader name of the tab list. */
  label?: string;
  /**
   * Render a panel only when its tab is first chosen (then keep it). The first panel is always
   * rendered, so it is in the prerendered HTML.
   */
  lazy?: boolean;
  /** Panels holding no link or field of their own are focusable, so keyboard users can scroll them. */
  focusablePanels?: boolean;
  classNames?: { list?: string; tab?: string; panel?: string };
}

export function Tabs({ tabs, label, lazy = false, focusablePanels = false, classNames = {} }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    setOpened((known) => (known.has(index) ? known : new Set(known).add(index)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
    tabRefs.current[moves[event.key]]?.focus();
  };

  return (
    <>
      {/* Arrow keys move between the tabs, which are the focusable part (roving focus). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className={classNames.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={classNames.tab}
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={focusablePanels ? 0 : undefined}
          className={classNames.panel}
          {...tab.panelData}
        >
          {!lazy || opened.has(index) ? tab.panel() : null}
        </div>
      ))}
    </>
  );
}
