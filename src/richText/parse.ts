// Reads the markup of a rich text into its tree, or says what is wrong with it, in words for the
// author: file checks, the editor and the command line use this. The reading itself is read.ts.
import { readRichText, type FoundProblem, type Kind, type RichTextProblemCode } from './read';
import type { RichTextOptions, RichTextTree } from './tree';

export { escapable, type RichTextProblemCode } from './read';

export interface RichTextProblem {
  code: RichTextProblemCode;
  /** Offset in the markup where the problem is seen. */
  at: number;
  message: string;
}

export interface ParsedRichText {
  tree: RichTextTree;
  /** The first problem found (reading stops there, and the tree is empty), or none. */
  problems: RichTextProblem[];
}

/** How to show a character as typed, in a file (where JSON doubles the backslash) and in the editor. */
const written = (markup: string) => `${markup.replace(/\\/g, '\\\\')} in the file (${markup} in the visual editor)`;
const asTyped = (what: string, markup: string) => `write ${written(markup)} to show ${what} as typed`;

const kindName: Record<Kind | 'root', string> = { strong: 'bold', em: 'italic', link: 'the link', root: 'the text' };

/** Where something opened, as a message shows it: its markup, then its character. */
const where = (shown: string | undefined, at: number) => `"${shown}" (character ${at + 1})`;

function crossedMessage({ at, facts }: FoundProblem): string {
  const { mark, outer = 'root', inner = 'root', innerAt = 0 } = facts;
  if (inner === 'link')
    return `the ${mark} at character ${at + 1} ends ${kindName[outer]}, but the link started inside it at character ${innerAt + 1} has no "](address)" yet; finish the link first, as in **see [our plans](/pricing)**`;
  if (outer === 'link')
    return `the "]" at character ${at + 1} ends the link's words, but ${kindName[inner]} started inside them at character ${innerAt + 1} is still open; end it before the "]", as in [our **best** plans](/pricing)`;
  return `the ${mark} at character ${at + 1} ends ${kindName[outer]}, but ${kindName[inner]} started inside it at character ${innerAt + 1} is still open; end that first: they end in the reverse order they start, as in **bold *and italic***`;
}

/** The author's words for a mistake the reader found. */
export function richTextMessage(problem: FoundProblem): string {
  const { code, at, facts } = problem;
  const { shown, stars = '', openedAt = 0 } = facts;
  switch (code) {
    case 'strikethrough':
      return `"~~" at character ${at + 1} crosses words out in some editors, but not here: a text takes bold, italic and links only; remove the ~~, or ${asTyped('them', '\\~~')}`;
    case 'unclosedBold':
      return `bold starts at ${where(shown, at)} but no ** ends it; put ** right after the last word in bold, or ${asTyped('two stars', '\\*\\*')}`;
    case 'unclosedItalic':
      return `italic starts at ${where(shown, at)} but no * ends it; put * right after the last word in italics, or ${asTyped('a star', '\\*')}`;
    case 'unclosedLink':
      return `the link starting at ${where(shown, at)} has no "](address)" after its words; a link is written [words](/page), or ${asTyped('a bracket', '\\[')}`;
    case 'tooManyStars':
      return `"${stars}" at character ${at + 1}: bold is two stars, italic one and both three; ${asTyped('each star', '\\*')}`;
    case 'boldInBold':
    case 'italicInItalic': {
      const name = code === 'boldInBold' ? 'bold' : 'italic';
      return `${name} is already on here: it started at ${where(shown, openedAt)} and has not ended, so the ${stars} at character ${at + 1} cannot start it again; end the first ${name} before starting another`;
    }
    case 'wrongStarCount': {
      const [name, own, fix] =
        facts.kind === 'strong'
          ? ['bold', 'two stars', 'add a star there']
          : ['italic', 'one star', 'remove a star there'];
      return `${name} started at ${where(shown, openedAt)} ends with ${own}, not the ${stars} at character ${at + 1}; ${fix}`;
    }
    case 'strayItalicEnd':
    case 'strayBoldEnd': {
      const [name, fix] =
        code === 'strayItalicEnd'
          ? ['italic', asTyped('a star', '\\*')]
          : ['bold', asTyped('the stars', '\\*'.repeat(stars.length))];
      return `the ${stars} at ${where(shown, at)} ends ${name}, but no ${stars} started it; put ${stars} right before the first word in ${name}, with no space after it, or ${fix}`;
    }
    case 'crossed':
      return crossedMessage(problem);
    case 'linkInLink':
      return `a link's words cannot hold another link: the "[" at character ${at + 1} is inside the link that starts at character ${openedAt + 1}; finish that link with ](address) first, or ${asTyped('a bracket', '\\[')}`;
    case 'image':
      return `"![" at character ${at + 1} starts a picture, which a text cannot hold; remove the "!" to make it a link, or put the image in an image field of the block`;
    case 'strayBracket':
      return `the "]" at character ${at + 1} ends no link; a link is written [words](/page), and a bracket shown as typed is written ${written('\\]')}`;
    case 'spaceBeforeAddress':
      return `the link "${shown}" at character ${at + 1} has a space between "]" and "("; remove it, so that the address follows the words directly`;
    case 'bracketWithoutAddress':
      return `"${shown}" at character ${at + 1}: square brackets make a link only with its address in parentheses right after them, as in [our pricing](/pricing); ${asTyped('brackets', '\\[ and \\]')}`;
    case 'spaceInAddress':
      return `the address of the link at ${where(shown, openedAt)} has a space in it at character ${at + 1}; an address holds no spaces, and ")" closes it right after, as in [our pricing](/pricing)`;
    case 'unclosedAddress':
      return `the address of the link at ${where(shown, at)} has no ")" after it; add ) right after the address`;
    case 'emptyLinkWords':
      return `the link at character ${at + 1} has no words between [ and ]; write the words visitors click there, as in [our pricing](${facts.href || '/pricing'})`;
    case 'emptyAddress':
      return `the link "${shown}" at character ${at + 1} has no address; write it between ( and ), for example (/pricing)`;
    case 'listMarker':
      return `a list item starts with "- " (a dash and a space), not "* "; write "- " at the start of the line at character ${at + 1}, or ${asTyped('the star', '\\*')}`;
  }
}

/** The tree of `markup`, or its first problem (and an empty tree) when it has one. */
export function parseRichText(markup: string, options: RichTextOptions = {}): ParsedRichText {
  const { tree, problem } = readRichText(markup, options);
  return { tree, problems: problem ? [{ code: problem.code, at: problem.at, message: richTextMessage(problem) }] : [] };
}
