// A section's texts edited where they stand on the preview. A click on a text a section shows (a plain
// text, or the words of a rich text) puts the text as written there, markup and all, in an editable
// element with the text's own look; each keystroke goes to Puck as that field's new value, so the
// form, the checks as you type and the file are the same as with the field beside the page, and the
// field's messages show under the text. Ctrl+B and Ctrl+I make the selected words of a rich text bold
// or italic, Ctrl+K a link; Shift+Enter starts a new line, Enter or Escape ends.
//
// The preview's elements stay React's: the editable element is one of our own, put before the text's
// element (hidden meanwhile) and taken away at the end; when the block draws that element anew (a
// key that follows its text), the new one is hidden in turn. Puck's frame override mounts it (FileEditor.tsx).
import { registerOverlayPortal, setDeep, useGetPuck } from '@puckeditor/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { blockRegistry, type BlockType } from '../../blocks/registry';
import type { PlacedIssue } from '../shared/issuePlaces';
import { forAuthors } from './authorWords';
import { usePlacedIssues } from './fieldNotes';
import { plainText } from '../../richText/plainText';
import { compact, elementsByWords, inlineTextsOf, labelOfText, textElement, type InlineText } from './inlineTexts';
import { linkAt, setLink, toggleMark, type Edit, type Selection } from './richTextEdits';
import styles from './inlineText.module.css';

type GetPuck = ReturnType<typeof useGetPuck>;
type Props = Record<string, unknown>;

const EDITOR = 'data-inline-text-editor';
/** Where a link made with Ctrl+K goes until its address is typed over. */
const newLinkTarget = '/';

/** A section's props as its file holds them: without Puck's id and the editor's own bookkeeping. */
function writtenProps(props: Props): Props {
  const { id: _id, anchor: _anchor, __overridden: _overridden, puck: _puck, editMode: _editMode, ...written } = props;
  return written;
}

const textsByProps = new WeakMap<object, InlineText[]>();
function textsOf(type: BlockType, props: Props): InlineText[] {
  let texts = textsByProps.get(props);
  if (!texts) textsByProps.set(props, (texts = inlineTextsOf(blockRegistry[type].props, writtenProps(props))));
  return texts;
}

interface Spot {
  itemId: string;
  block: HTMLElement;
  text: InlineText;
  element: HTMLElement;
}

const inside = (rects: DOMRectList, x: number, y: number) =>
  [...rects].some((rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom);

/** The text of a section shown at (x, y) in the preview, with its element; the smallest when several hold the point. */
function spotAt(getPuck: GetPuck, target: Element, x: number, y: number): Spot | undefined {
  const component = target.closest('[data-puck-component]');
  const block = (component?.closest('[data-block]') ?? component?.querySelector('[data-block]')) as HTMLElement | null;
  const itemId = component?.getAttribute('data-puck-component');
  const type = block?.dataset.block;
  if (!block || !itemId || !type || !Object.hasOwn(blockRegistry, type)) return undefined;
  const item = getPuck().getItemById(itemId);
  if (!item) return undefined;
  const shownBy = elementsByWords(block);
  let found: Spot | undefined;
  let smallest = Number.POSITIVE_INFINITY;
  const texts = textsOf(type as BlockType, item.props as Props);
  for (const [shown, elements] of shownBy) {
    // Two texts with the same words: the n-th element showing them is the n-th text (the last one for copies a carousel makes).
    const same = texts.filter((text) => text.shown === shown);
    if (same.length === 0) continue;
    elements.forEach((candidate, at) => {
      if (!inside(candidate.getClientRects(), x, y)) return;
      const text = same[Math.min(at, same.length - 1)];
      const element = textElement(candidate, text) as HTMLElement;
      const { width, height } = element.getBoundingClientRect();
      if (width * height < smallest) {
        smallest = width * height;
        found = { itemId, block, text, element };
      }
    });
  }
  return found;
}

/** The text of an editable element: its text nodes, a <br> as a new line. */
function textOf(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === child.TEXT_NODE) text += child.textContent ?? '';
    else if (child.nodeName === 'BR') text += '\n';
    else text += textOf(child);
  }
  return text;
}

/** The node and offset of character `offset` of an editable element's text. */
function pointAt(element: Node, offset: number): { node: Node; offset: number } {
  let left = offset;
  const walker = element.ownerDocument!.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let last: Node | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (left <= length) return { node, offset: left };
    left -= length;
    last = node;
  }
  return last
    ? { node: last, offset: last.textContent?.length ?? 0 }
    : { node: element, offset: element.childNodes.length };
}

/** One text being edited: the editable element, the element it stands for, and its messages. */
class InlineTextSession {
  readonly editor: HTMLElement;
  private readonly note: HTMLElement;
  private hidden: HTMLElement;
  private readonly observer: MutationObserver;
  private readonly releasePortal?: () => void;
  private written: string;
  /** Where the selection was after the last keystroke: kept when the block draws the text anew. */
  private lastSelection: Selection;
  ended = false;

  constructor(
    private readonly spot: Spot,
    private readonly getPuck: GetPuck,
    private readonly onEnd: () => void,
  ) {
    const { element, text } = spot;
    const document = element.ownerDocument;
    this.written = text.markup;
    this.lastSelection = { start: text.markup.length, end: text.markup.length };
    this.hidden = element;
    // The same element and classes as the text's own, so it looks as it does on the page.
    this.editor = document.createElement(element.tagName);
    this.editor.className = `${element.className} ${styles.editor}`;
    this.editor.setAttribute(EDITOR, text.field);
    this.editor.setAttribute('contenteditable', 'plaintext-only');
    this.editor.setAttribute('role', 'textbox');
    this.editor.setAttribute('aria-multiline', 'true');
    this.editor.setAttribute('aria-label', labelOfText(text));
    this.editor.spellcheck = true;
    this.editor.textContent = text.markup;
    this.note = document.createElement('span');
    this.note.className = styles.note;
    this.note.id = `inline-text-note-${spot.itemId}`;
    this.note.setAttribute(EDITOR, '');
    this.note.hidden = true;
    element.before(this.editor, this.note);
    element.style.display = 'none';
    this.releasePortal = registerOverlayPortal(this.editor, { disableDrag: true });

    this.editor.addEventListener('input', this.onInput);
    this.editor.addEventListener('keydown', this.onKeyDown);
    this.editor.addEventListener('keyup', (event) => event.stopPropagation());
    this.editor.addEventListener('focusout', this.onFocusOut);
    // Puck reads a click outside a section as "select nothing"; a click in the text is the text's.
    this.editor.addEventListener('click', (event) => event.stopPropagation());
    this.observer = new MutationObserver(() => this.follow());
    this.observer.observe(spot.block, { childList: true, subtree: true, characterData: true });
  }

  /** Puts the caret where the text was clicked, or at its end. */
  focus(x: number, y: number) {
    this.editor.focus();
    const document = this.editor.ownerDocument;
    const range = document.caretRangeFromPoint?.(x, y);
    const selection = document.getSelection();
    if (!selection) return;
    if (range && this.editor.contains(range.startContainer))
      selection.collapse(range.startContainer, range.startOffset);
    else selection.collapse(this.editor, this.editor.childNodes.length);
  }

  private get value() {
    return textOf(this.editor);
  }

  private get selection(): Selection {
    const selection = this.editor.ownerDocument.getSelection();
    if (!selection || selection.rangeCount === 0) return { start: this.value.length, end: this.value.length };
    const range = selection.getRangeAt(0);
    const offsetOf = (node: Node, offset: number) => {
      const before = this.editor.ownerDocument.createRange();
      before.setStart(this.editor, 0);
      before.setEnd(node, offset);
      return textOf(before.cloneContents()).length;
    };
    return {
      start: offsetOf(range.startContainer, range.startOffset),
      end: offsetOf(range.endContainer, range.endOffset),
    };
  }

  private select({ start, end }: Selection) {
    const from = pointAt(this.editor, start);
    const to = pointAt(this.editor, end);
    this.editor.ownerDocument.getSelection()?.setBaseAndExtent(from.node, from.offset, to.node, to.offset);
  }

  /** The markup changed as `edit` says, through the browser's own typing so that Ctrl+Z takes it back. */
  private apply(edit: Edit) {
    const before = this.value;
    const after = edit.markup;
    let start = 0;
    while (start < before.length && start < after.length && before[start] === after[start]) start++;
    let end = 0;
    while (
      end < before.length - start &&
      end < after.length - start &&
      before[before.length - 1 - end] === after[after.length - 1 - end]
    )
      end++;
    this.select({ start, end: before.length - end });
    this.insert(after.slice(start, after.length - end));
    this.select(edit.selection);
  }

  private insert(text: string) {
    const document = this.editor.ownerDocument;
    // execCommand is the one way to change an editable text that the browser's undo remembers.
    if (text === '') document.execCommand('delete');
    else document.execCommand('insertText', false, text);
  }

  private readonly onInput = () => {
    const value = this.value;
    this.lastSelection = this.selection;
    if (value === this.written) return;
    this.written = value;
    const puck = this.getPuck();
    const item = puck.getItemById(this.spot.itemId);
    const selector = puck.getSelectorForId(this.spot.itemId);
    if (!item || !selector) return this.end();
    puck.dispatch({
      type: 'replace',
      destinationIndex: selector.index,
      destinationZone: selector.zone,
      data: { ...item, props: setDeep(item.props, this.spot.text.field, value) },
    });
  };

  private readonly onKeyDown = (event: KeyboardEvent) => {
    // Puck's own keys (undo, the preview's mode) are not the text's.
    event.stopPropagation();
    const rich = this.spot.text.richText;
    if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault();
      this.insert('\n');
    } else if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      this.editor.blur();
    } else if ((event.ctrlKey || event.metaKey) && !event.altKey && ['b', 'i', 'k'].includes(event.key.toLowerCase())) {
      event.preventDefault();
      if (!rich) return;
      const key = event.key.toLowerCase();
      if (key === 'k') this.link();
      else this.apply(toggleMark(this.value, this.selection, key === 'b' ? 'strong' : 'em'));
    }
  };

  /** Ctrl+K: the selected words made a link whose address is selected to be typed over; in a link, its address selected. */
  private link() {
    const options = this.spot.text.richText;
    const markup = this.value;
    const selection = this.selection;
    const link = linkAt(markup, selection, options);
    if (link) return this.select({ start: link.hrefAt, end: link.end - 1 });
    const edit = setLink(markup, selection, newLinkTarget, options);
    if (edit.markup === markup) return;
    const hrefAt = edit.selection.end + 2;
    this.apply({ markup: edit.markup, selection: { start: hrefAt, end: hrefAt + newLinkTarget.length } });
  }

  /** Leaving the text ends its editing; the block drawing it anew (focus lost with the element) does not. */
  private readonly onFocusOut = () => {
    setTimeout(() => {
      if (!this.ended && this.editor.ownerDocument.activeElement !== this.editor) this.end();
    });
  };

  /**
   * After the block is drawn again: the value Puck holds shown (after an undo, or a change in the form),
   * and the text's element hidden, also when the block made it anew; with the element around it made
   * anew too, the editing moves into the new one.
   */
  private follow() {
    if (this.ended) return;
    const item = this.getPuck().getItemById(this.spot.itemId);
    if (!item) return this.end();
    const value = this.spot.text.path.reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined),
      item.props,
    );
    if (typeof value === 'string' && value !== this.written) {
      this.written = value;
      this.editor.textContent = value;
      this.lastSelection = { start: value.length, end: value.length };
      if (this.editor.ownerDocument.activeElement === this.editor) this.select(this.lastSelection);
    }
    if (!this.editor.isConnected) return this.moveInto(value);
    const next = this.note.nextElementSibling as HTMLElement | null;
    if (!this.hidden.isConnected && next && next.tagName === this.hidden.tagName) {
      this.hidden = next;
      next.style.display = 'none';
    }
  }

  /** The editable element put before the text's new element: the one showing its words as they are, or as they were. */
  private moveInto(value: unknown) {
    const shownBy = elementsByWords(this.spot.block);
    const words = [typeof value === 'string' ? value : '', this.spot.text.markup].map((markup) =>
      compact(this.spot.text.richText ? plainText(markup, this.spot.text.richText) : markup),
    );
    const found = words.map((shown) => shownBy.get(shown)?.[0]).find((element) => element !== undefined);
    if (!found) return this.end();
    const element = textElement(found, this.spot.text) as HTMLElement;
    element.before(this.editor, this.note);
    element.style.display = 'none';
    this.hidden = element;
    this.editor.focus();
    this.select(this.lastSelection);
  }

  /** The messages of the text's field, in the editor's words, under it. */
  showMessages(issues: PlacedIssue[]) {
    const messages = issues
      .filter((placed) => placed.item === this.spot.itemId && placed.field === this.spot.text.field)
      .map((placed) => forAuthors(placed.issue.message));
    this.note.textContent = messages.join(' ');
    this.note.hidden = messages.length === 0;
    if (messages.length > 0) {
      this.editor.setAttribute('aria-invalid', 'true');
      this.editor.setAttribute('aria-describedby', this.note.id);
    } else {
      this.editor.removeAttribute('aria-invalid');
      this.editor.removeAttribute('aria-describedby');
    }
  }

  readonly end = () => {
    if (this.ended) return;
    this.ended = true;
    this.observer.disconnect();
    this.releasePortal?.();
    this.editor.remove();
    this.note.remove();
    this.hidden.style.display = '';
    this.onEnd();
  };
}

/**
 * Puck's preview frame with its texts editable in place: a click on a section's text starts editing it
 * (Puck selects the section as ever), and the pointer shows which texts can be.
 */
export function InlineTextFrame({ children, document }: { children?: ReactNode; document?: Document }) {
  const getPuck = useGetPuck();
  const issues = usePlacedIssues();
  const session = useRef<InlineTextSession | null>(null);
  const latestIssues = useRef(issues);
  latestIssues.current = issues;

  useEffect(() => {
    if (!document) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || target.closest(`[${EDITOR}]`)) return;
      const spot = spotAt(getPuck, target, event.clientX, event.clientY);
      if (!spot) return;
      session.current?.end();
      const started = new InlineTextSession(spot, getPuck, () => {
        if (session.current === started) session.current = null;
      });
      session.current = started;
      started.showMessages(latestIssues.current);
      // After Puck has taken the click (it selects the section), so the focus stays in the text.
      requestAnimationFrame(() => !started.ended && started.focus(event.clientX, event.clientY));
    };
    let pending = false;
    const onMove = (event: MouseEvent) => {
      // While a button is held (a drag), the pointer shows nothing of the texts.
      if (pending || event.buttons !== 0) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        const target = event.target as HTMLElement | null;
        const component = target?.closest<HTMLElement>('[data-puck-component]');
        if (!component || target?.closest(`[${EDITOR}]`)) return;
        component.style.cursor = spotAt(getPuck, component, event.clientX, event.clientY) ? 'text' : '';
      });
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('mousemove', onMove, { passive: true });
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('mousemove', onMove);
      session.current?.end();
    };
  }, [document, getPuck]);

  useEffect(() => session.current?.showMessages(issues), [issues]);

  return <>{children}</>;
}
