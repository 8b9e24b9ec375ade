// What the pixel checks measure, found in the page. Each function runs inside the page through
// page.evaluate, so it holds everything it uses (no imports, no outer variables).
import type { Sample } from './pixelContrast';

/**
 * Marks every text drawn on a gradient or an image (the first background on its way up that is not
 * a plain colour, or a picture under it inside the same backdrop), with its colour and the contrast
 * it needs: 3:1 for large text (24 px, or 18.66 px bold), else 4.5:1. Run before the text is hidden.
 */
export function markTextOnGradientsAndImages(): number {
  const rgba = (value: string) => {
    const parts = (value.match(/[\d.]+/g) ?? []).map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const ownText = (element: Element) =>
    [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
  const textBox = (element: Element) => {
    const range = document.createRange();
    const boxes = ownText(element).flatMap((node) => {
      range.selectNodeContents(node);
      return [...range.getClientRects()];
    });
    return boxes.filter((box) => box.width > 0 && box.height > 0);
  };
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const pictures = [...document.images].filter((image) =>
    image.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  );
  let count = 0;
  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('[aria-hidden="true"], script, style, noscript, option, select, [data-testid="preloader"]'))
      continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const boxes = textBox(element);
    if (boxes.length === 0) continue;
    let backdrop: string | undefined;
    let layer: Element | null = null;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') {
        backdrop = 'gradient';
        break;
      }
      if (rgba(style.backgroundColor)[3] === 1) {
        layer = node;
        break;
      }
    }
    if (!backdrop && layer) {
      const onPicture = pictures.some(
        (picture) =>
          layer!.contains(picture) &&
          !picture.contains(element) &&
          boxes.some((box) => overlap(box, picture.getBoundingClientRect()) > box.width * box.height * 0.3),
      );
      if (onPicture) backdrop = 'image';
    }
    if (!backdrop) continue;
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const block =
      element.closest<HTMLElement>('[data-block]')?.dataset.block ??
      element.closest('header, footer')?.tagName.toLowerCase() ??
      'page';
    element.setAttribute('data-text-sample', String(count++));
    element.setAttribute('data-text-ink', rgba(style.color).join(','));
    element.setAttribute('data-text-needs', large ? '3' : '4.5');
    element.setAttribute(
      'data-text-what',
      `${block}: "${ownText(element)
        .map((node) => node.textContent!.trim())
        .join(' ')
        .slice(0, 40)}" on ${backdrop === 'gradient' ? 'a gradient' : 'an image'}`,
    );
  }
  return count;
}

/**
 * Marks the focus indicator of every control a keyboard reaches with the colour, width and offset of
 * its ring: its own outline, or the one a close ancestor shows with :focus-within; failing that, a
 * box-shadow that focus puts on the control or that ancestor (a ring drawn with spread, inset or
 * not; a soft glow counts as a faint 1 px ring, so it fails); failing that, a transparent ring on
 * the control, which measures 1:1, so a control whose focus cannot be seen fails too. Run after a
 * real Tab press, so the programmatic focus below shows :focus-visible, and before the text is hidden.
 */
export function markFocusRings(): number {
  const candidates = document.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])',
  );
  const outline = (element: Element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? style : undefined;
  };
  const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number).concat([1]).slice(0, 4);
  /** The shadow that reads most as a ring, as [ink, width, offset, dx, dy]: its solid band is its spread less half its blur. */
  const shadowRing = (value: string) => {
    const rings = value.split(/,(?![^(]*\))/).map((shadow) => {
      const ink = rgba(shadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'rgba(0, 0, 0, 0)');
      const [dx = 0, dy = 0, blur = 0, spread = 0] = (
        shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+(?=px)/g) ?? []
      ).map(Number);
      const solid = spread - blur / 2;
      const width = solid >= 1 ? solid : 1;
      if (solid < 1) ink[3] /= 2; // a blurred edge is at most half as opaque as its colour
      return { ink, width, offset: /\binset\b/.test(shadow) ? -width : 0, dx, dy, weight: width * ink[3] };
    });
    return rings.sort((a, b) => b.weight - a.weight)[0];
  };
  let count = 0;
  const mark = (owner: Element, control: HTMLElement, kind: string, ink: number[], shape: number[]) => {
    if (owner.hasAttribute('data-ring-sample')) return;
    owner.setAttribute('data-ring-sample', String(count++));
    owner.setAttribute('data-ring-kind', kind);
    owner.setAttribute('data-ring-ink', ink.join(','));
    owner.setAttribute('data-ring-shape', shape.join(','));
    const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
    const block =
      control.closest<HTMLElement>('[data-block]')?.dataset.block ??
      control.closest('header, footer')?.tagName.toLowerCase() ??
      'page';
    const drawn =
      kind === 'outline'
        ? 'focus ring'
        : kind === 'shadow'
          ? 'focus ring (a box-shadow)'
          : 'focus indicator (none found: no outline, no box-shadow)';
    owner.setAttribute('data-ring-what', `${block}: ${drawn} of ${control.tagName.toLowerCase()} "${name}"`);
  };
  for (const control of candidates) {
    if (
      control.tabIndex < 0 ||
      control.closest('[inert], [aria-hidden="true"]') ||
      !control.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
      continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= 0 || box.left >= window.innerWidth) continue;
    const ancestors: Element[] = [];
    for (let node = control.parentElement; node && ancestors.length < 4; node = node.parentElement)
      ancestors.push(node);
    const ringedBefore = ancestors.map((ancestor) => !!outline(ancestor));
    const shadowsBefore = [control, ...ancestors].map((element) => getComputedStyle(element).boxShadow);
    control.focus({ preventScroll: true });
    if (document.activeElement !== control) continue;
    // A control whose outline colour transitions would report its colour before focus; end the transitions.
    for (const element of [control, ...ancestors]) element.getAnimations().forEach((animation) => animation.finish());
    const owner = outline(control)
      ? control
      : ancestors.find((ancestor, index) => outline(ancestor) && !ringedBefore[index]);
    const style = owner && outline(owner);
    if (owner && style) {
      mark(owner, control, 'outline', rgba(style.outlineColor), [
        parseFloat(style.outlineWidth),
        parseFloat(style.outlineOffset),
        0,
        0,
      ]);
    } else {
      // No outline: the box-shadow that focus changed, if any, is the indicator.
      const shadowOwner = [control, ...ancestors].find((element, index) => {
        const shadow = getComputedStyle(element).boxShadow;
        return shadow !== 'none' && shadow !== shadowsBefore[index];
      });
      const ring = shadowOwner && shadowRing(getComputedStyle(shadowOwner).boxShadow);
      if (shadowOwner && ring)
        mark(shadowOwner, control, 'shadow', ring.ink, [ring.width, ring.offset, ring.dx, ring.dy]);
      else mark(control, control, 'none', [0, 0, 0, 0], [3, 0, 0, 0]);
    }
    control.blur();
  }
  return count;
}

/** The marked samples lying wholly in the window now, keyed (text: its line boxes; ring: its band). */
export function samplesInWindow(): [string, Sample][] {
  const inWindow = (box: { x: number; y: number; width: number; height: number }) =>
    box.x >= 0 && box.y >= 0 && box.x + box.width <= window.innerWidth && box.y + box.height <= window.innerHeight;
  const ink = (value: string | null) => (value ?? '0,0,0,1').split(',').map(Number) as Sample['colour'];
  const found: [string, Sample][] = [];
  for (const element of document.querySelectorAll('[data-text-sample]')) {
    const range = document.createRange();
    const boxes = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
      .flatMap((node) => {
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      })
      .filter((box) => box.width > 0 && box.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height }));
    if (boxes.length === 0 || !boxes.every(inWindow)) continue;
    found.push([
      `text ${element.getAttribute('data-text-sample')}`,
      {
        what: element.getAttribute('data-text-what')!,
        colour: ink(element.getAttribute('data-text-ink')),
        boxes,
        needed: Number(element.getAttribute('data-text-needs')),
      },
    ]);
  }
  for (const element of document.querySelectorAll('[data-ring-sample]')) {
    const [width, offset, dx, dy] = element.getAttribute('data-ring-shape')!.split(',').map(Number);
    // Chromium draws an outline around the element and what overflows it (a tall logo in a link); a box-shadow follows the border box alone.
    let box = element.getBoundingClientRect();
    box = new DOMRect(box.x + dx, box.y + dy, box.width, box.height);
    if (element.getAttribute('data-ring-kind') === 'outline' && getComputedStyle(element).overflow === 'visible') {
      for (const child of element.querySelectorAll('*')) {
        const part = child.getBoundingClientRect();
        if (part.width === 0 || part.height === 0) continue;
        const [left, top] = [Math.min(box.left, part.left), Math.min(box.top, part.top)];
        box = new DOMRect(left, top, Math.max(box.right, part.right) - left, Math.max(box.bottom, part.bottom) - top);
      }
    }
    const outer = {
      x: box.x - offset - width,
      y: box.y - offset - width,
      width: box.width + 2 * (offset + width),
      height: box.height + 2 * (offset + width),
    };
    if (outer.width <= 0 || outer.height <= 0 || !inWindow(outer)) continue;
    // An outline follows rounded corners: on a round control only the middle of each side is ring.
    const round = parseFloat(getComputedStyle(element).borderTopLeftRadius) >= Math.min(box.width, box.height) / 4;
    const [inX, inY] = round ? [outer.width / 4, outer.height / 4] : [0, width];
    const band = [
      { x: outer.x + inX, y: outer.y, width: outer.width - 2 * inX, height: width },
      { x: outer.x + inX, y: outer.y + outer.height - width, width: outer.width - 2 * inX, height: width },
      { x: outer.x, y: outer.y + inY, width, height: outer.height - 2 * inY },
      { x: outer.x + outer.width - width, y: outer.y + inY, width, height: outer.height - 2 * inY },
    ];
    found.push([
      `ring ${element.getAttribute('data-ring-sample')}`,
      {
        what: element.getAttribute('data-ring-what')!,
        colour: ink(element.getAttribute('data-ring-ink')),
        boxes: band,
        needed: 3,
      },
    ]);
  }
  return found;
}

/**
 * Content cut off at the window's width: text, controls and pictures that a clipping box (or the
 * window's edge, since the page hides horizontal overflow) shows only in part. Whatever is clipped
 * entirely (a carousel's other slides, a closed panel) is hidden by design and not counted.
 */
export function partlyCutOff(): string[] {
  const cut: string[] = [];
  const elements = document.querySelectorAll<HTMLElement>('main *, header *, footer *');
  for (const element of elements) {
    if (
      element.closest('[aria-hidden="true"], [inert], .visually-hidden') ||
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
      continue;
    const isContent =
      element.matches('a, button, input, select, textarea, img:not([alt=""])') ||
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
    if (!isContent) continue;
    // A text's own line boxes: a block wider than its words may be clipped where no word is.
    const range = document.createRange();
    const lines = element.matches('a, button, input, select, textarea, img')
      ? []
      : [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
          .flatMap((node) => {
            range.selectNodeContents(node);
            return [...range.getClientRects()];
          });
    const box =
      lines.length === 0
        ? element.getBoundingClientRect()
        : new DOMRect(
            Math.min(...lines.map((line) => line.left)),
            Math.min(...lines.map((line) => line.top)),
            Math.max(...lines.map((line) => line.right)) - Math.min(...lines.map((line) => line.left)),
            Math.max(...lines.map((line) => line.bottom)) - Math.min(...lines.map((line) => line.top)),
          );
    if (box.width < 1 || box.height < 1) continue;
    // Reflow is about width: only what is cut at the sides counts (a glyph box taller than its line is not lost content).
    let left = Math.max(box.left, 0);
    let right = Math.min(box.right, window.innerWidth);
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX === 'visible') continue;
      const clip = node.getBoundingClientRect();
      [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
    }
    const shown = Math.max(0, right - left);
    const whole = box.width;
    // 5% spare: a rotated ribbon's box is wider than its letters.
    if (shown > 0 && shown < whole * 0.95) {
      const block =
        element.closest<HTMLElement>('[data-block]')?.dataset.block ??
        element.closest('header, footer')?.tagName.toLowerCase() ??
        'page';
      cut.push(
        `${block}: ${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? element.textContent ?? '').trim().slice(0, 30)}" shows ${Math.round((shown / whole) * 100)}%`,
      );
    }
  }
  return cut;
}
