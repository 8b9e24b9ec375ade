// A disclosure (the phone menu, the language switcher) stays open only while the visitor is in it. A
// press outside its container or focus moving out of it (Tab past the last entry) closes it, so the
// panel never covers the control that has focus. Escape is handled by the container itself.
import { useEffect, type RefObject } from 'react';

export function useDisclosureDismissal(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => target instanceof Node && !container.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, container, setOpen]);
}
