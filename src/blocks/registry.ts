// The single list of blocks. Adding a block: a folder src/blocks/<type>/ with schema.ts (its props),
// index.tsx (its component, default export) and example.json, plus one line here.
// Build-time only: the client gets a generated map of lazy component loaders, never these schemas.
import type { z } from 'zod';
import { comingSoonProps } from './comingSoon/schema';
import { contactFormProps } from './contactForm/schema';
import { contactInfoProps } from './contactInfo/schema';
import { notFoundProps } from './notFound/schema';
import { pageTitleProps } from './pageTitle/schema';

export const blockCategories = ['Page headers', 'Content', 'Forms', 'Shop', 'Utility pages'] as const;
type Category = (typeof blockCategories)[number];

interface BlockEntry {
  category: Category;
  props: z.ZodType;
}

export const blockRegistry = {
  pageTitle: { category: 'Page headers', props: pageTitleProps },
  contactInfo: { category: 'Content', props: contactInfoProps },
  contactForm: { category: 'Forms', props: contactFormProps },
  notFound: { category: 'Utility pages', props: notFoundProps },
  comingSoon: { category: 'Utility pages', props: comingSoonProps },
} satisfies Record<string, BlockEntry>;

export type BlockType = keyof typeof blockRegistry;
export const blockTypes = Object.keys(blockRegistry) as BlockType[];
