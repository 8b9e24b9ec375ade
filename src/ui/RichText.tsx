// A rich text drawn as React elements, never as an HTML string: bold, italic, links (through the site's
// own navigation), line breaks and lists. A text without marks is drawn as the plain string it is, so
// it looks and reads exactly as a plain text does (line breaks from the page's white-space: pre-line).
// A text holding a list must not sit inside a <p>: the caller draws it in a <div>.
// The reader comes with the first page one of whose texts may hold marks (loadRichTextReader, from
// src/shell/pageLoading.ts): a site whose texts hold none never downloads it.
import type { ReactNode } from 'react';
import { mayHoldMarks } from '../richText/marks';
import type { readRichText } from '../richText/read';
import { isPlain, wordsOf, type InlineNode, type RichTextOptions } from '../richText/tree';
import styles from './RichText.module.css';
import { SmartLink } from './SmartLink';

function inlineNode(node: InlineNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'break':
      return <br key={key} />;
    case 'strong':
      return <strong key={key}>{inline(node.children)}</strong>;
    case 'em':
      return <em key={key}>{inline(node.children)}</em>;
    case 'link':
      return (
        <SmartLink key={key} href={node.href} className={styles.link}>
          {inline(node.children)}
        </SmartLink>
      );
  }
}

const inline = (nodes: readonly InlineNode[]) => nodes.map(inlineNode);

let read: typeof readRichText | undefined;

/** Loads the reader, once: before a page one of whose texts may hold marks is drawn. */
export async function loadRichTextReader(): Promise<void> {
  read ??= (await import('../richText/read')).readRichText;
}

export function RichText({ text, lists = false }: { text: string } & RichTextOptions) {
  // Without the reader (which the page's loading brings for any text that needs it) a text shows as written, never lost.
  if (!mayHoldMarks(text, lists) || !read) return <>{text}</>;
  const { tree, problem } = read(text, { lists });
  // Content is checked before it is drawn; a text that cannot be read is shown as written, never lost.
  if (problem) return <>{text}</>;
  if (isPlain(tree)) return <>{wordsOf(tree)}</>;
  return (
    <>
      {tree.map((node, index) =>
        node.type === 'list' ? (
          <ul key={index}>
            {node.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item.children)}</li>
            ))}
          </ul>
        ) : (
          inlineNode(node, index)
        ),
      )}
    </>
  );
}
