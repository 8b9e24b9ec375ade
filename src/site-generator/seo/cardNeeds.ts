// What the build's main thread needs of the share cards, without loading their drawing (satori, resvg,
// React: cardCache.ts), which only the prerender workers run: which pages get a card, an empty run, and
// the message that asks a worker to make ready ahead what its first card needs.
import type { PageData } from '../../schema/page';
import type { CardRun } from './cardCache';
import { sharesFirstPageCard } from './shareTags';

/** Sent to a prerender worker started ahead: it reads the brand and draws the frame while the content is checked. */
export const prepareCards = 'prepare-cards';

export const noCards: CardRun = { pages: 0, drawn: 0, reused: 0, frames: 0, milliseconds: 0 };

/** Whether the build gives the page a card: not when it names its own share image or shows its first page's. */
export const needsCard = (page: PageData): boolean => !page.share?.image && !sharesFirstPageCard(page);
