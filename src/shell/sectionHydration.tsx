// Hydration in slices. The prerendered page is hydrated with every section left as the server drew
// it; then the sections are hydrated one at a time, in page order, each in its own render and commit,
// the next one a task after the previous one's commit. So no single task hydrates the whole page (a
// long task on a slow phone), and the browser can paint and answer input between sections.
// A section the visitor touches (pointer or focus) is hydrated at once. Until its turn, a section is a
// Suspense boundary that React keeps dehydrated: its server HTML stays, exactly as drawn, and no
// mismatch arises. Only the first hydration is sliced; pages rendered later render whole.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { afterTask } from '../ui/afterTask';

interface Gate {
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
}

export interface SectionGates {
  /** The gate of a section, by its element key; undefined when the section renders straight away. */
  gate(key: string): Gate | undefined;
  /** Called after each commit of the page: opens the next closed gate one task later, or, when
   * none is left, marks the page hydrated. */
  next(): void;
}

/** Lets tests and tools know the page is interactive: every section hydrated. */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

export const SectionGatesContext = createContext<SectionGates | undefined>(undefined);

/** Gates for the sections `elements` (the prerendered section wrappers, in page order), keyed by `keys`. */
export function createSectionGates(keys: string[], elements: Element[]): SectionGates {
  const gates = new Map<string, Gate>();
  const order: Gate[] = [];
  keys.forEach((key, index) => {
    let resolve = () => {};
    const gate: Gate = {
      open: false,
      opened: new Promise<void>((done) => (resolve = done)),
      openNow: () => {
        if (gate.open) return;
        gate.open = true;
        resolve();
      },
    };
    gates.set(key, gate);
    order.push(gate);
    // A visitor reaching into a section not hydrated yet: hydrate it now, before the event is handled.
    const element = elements[index];
    for (const type of ['pointerdown', 'focusin'] as const)
      element?.addEventListener(type, gate.openNow, { capture: true, once: true });
  });
  let scheduled = false;
  return {
    gate: (key) => gates.get(key),
    next() {
      if (scheduled) return;
      scheduled = true;
      afterTask(() => {
        scheduled = false;
        const closed = order.find((gate) => !gate.open);
        if (closed) closed.openNow();
        else markHydrated();
      });
    },
  };
}

/** Renders its section once its gate is open; suspends (leaving the server HTML in place) until then. */
export function SectionGate({ gateKey, children }: { gateKey: string; children: ReactNode }) {
  const gates = useContext(SectionGatesContext);
  const gate = gates?.gate(gateKey);
  if (gate && !gate.open) throw gate.opened;
  return (
    <>
      {children}
      {gates && <AfterCommit then={gates.next} />}
    </>
  );
}

/** Hands the turn on once this section has committed. */
function AfterCommit({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
