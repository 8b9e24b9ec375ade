// The single list of blocks. Adding a block: a folder src/blocks/<type>/ with schema.ts (its props),
// index.tsx (its component, default export) and example.json, plus one line here.
// Build-time only: the client gets a generated map of lazy component loaders, never these schemas.
import type { z } from 'zod';
import { bannerProps } from './banner/schema';
import { blogArticleProps } from './blogArticle/schema';
import { blogListProps } from './blogList/schema';
import { blogTeasersProps } from './blogTeasers/schema';
import { feedbackSliderProps } from './feedbackSlider/schema';
import { funFactsProps } from './funFacts/schema';
import { partnersProps } from './partners/schema';
import { pricingProps } from './pricing/schema';
import { projectsCarouselProps } from './projectsCarousel/schema';
import { teamProps } from './team/schema';
import { bannerCarouselProps } from './bannerCarousel/schema';
import { callToActionProps } from './callToAction/schema';
import { cartTableProps } from './cartTable/schema';
import { checkoutProps } from './checkout/schema';
import { comingSoonProps } from './comingSoon/schema';
import { contactFormProps } from './contactForm/schema';
import { contactInfoProps } from './contactInfo/schema';
import { domainSearchProps } from './domainSearch/schema';
import { featureBoxesProps } from './featureBoxes/schema';
import { faqProps } from './faq/schema';
import { featureSplitProps } from './featureSplit/schema';
import { notFoundProps } from './notFound/schema';
import { pageTitleProps } from './pageTitle/schema';
import { portfolioGalleryProps } from './portfolioGallery/schema';
import { projectDetailsProps } from './projectDetails/schema';
import { projectGridProps } from './projectGrid/schema';
import { productDetailsProps } from './productDetails/schema';
import { shopGridProps } from './shopGrid/schema';

export const blockCategories = ['Page headers', 'Content', 'Social proof', 'Forms', 'Shop', 'Utility pages'] as const;
type Category = (typeof blockCategories)[number];

interface BlockEntry {
  category: Category;
  props: z.ZodType;
}

export const blockRegistry = {
  pageTitle: { category: 'Page headers', props: pageTitleProps },
  banner: { category: 'Page headers', props: bannerProps },
  bannerCarousel: { category: 'Page headers', props: bannerCarouselProps },
  featureBoxes: { category: 'Content', props: featureBoxesProps },
  featureSplit: { category: 'Content', props: featureSplitProps },
  callToAction: { category: 'Content', props: callToActionProps },
  portfolioGallery: { category: 'Content', props: portfolioGalleryProps },
  contactInfo: { category: 'Content', props: contactInfoProps },
  faq: { category: 'Content', props: faqProps },
  projectGrid: { category: 'Content', props: projectGridProps },
  blogList: { category: 'Content', props: blogListProps },
  blogArticle: { category: 'Content', props: blogArticleProps },
  projectDetails: { category: 'Content', props: projectDetailsProps },
  pricing: { category: 'Content', props: pricingProps },
  blogTeasers: { category: 'Content', props: blogTeasersProps },
  team: { category: 'Social proof', props: teamProps },
  partners: { category: 'Social proof', props: partnersProps },
  funFacts: { category: 'Social proof', props: funFactsProps },
  feedbackSlider: { category: 'Social proof', props: feedbackSliderProps },
  projectsCarousel: { category: 'Social proof', props: projectsCarouselProps },
  contactForm: { category: 'Forms', props: contactFormProps },
  domainSearch: { category: 'Forms', props: domainSearchProps },
  shopGrid: { category: 'Shop', props: shopGridProps },
  productDetails: { category: 'Shop', props: productDetailsProps },
  cartTable: { category: 'Shop', props: cartTableProps },
  checkout: { category: 'Shop', props: checkoutProps },
  notFound: { category: 'Utility pages', props: notFoundProps },
  comingSoon: { category: 'Utility pages', props: comingSoonProps },
} satisfies Record<string, BlockEntry>;

export type BlockType = keyof typeof blockRegistry;
export const blockTypes = Object.keys(blockRegistry) as BlockType[];
