import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { carouselLayoutNeedsSettings, carouselSettings } from '../../schema/carousel';
import { image, sectionBackground } from '../../schema/primitives';
import { socialLink } from '../../schema/socialLink';

const member = z.strictObject({
  name: z.string().min(1).describe('Full name of the member.'),
  role: z.string().min(1).describe('Job title, for example "CEO & Founder".'),
  image: image.describe('Portrait, shown as a circle (square images work best).'),
  socials: z
    .array(socialLink)
    .max(6)
    .default([])
    .describe('Social links under the name (the template shows facebook, twitter, linkedin, gitlab).'),
});

export const teamProps = z
  .strictObject({
    title: z.string().min(1).describe('Section heading, for example "Our Awesome Team".'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    layout: z
      .enum(['carousel', 'grid'])
      .default('carousel')
      .describe(
        '"carousel": a looping carousel (needs "carousel" settings); "grid": all members at once, four per row on wide screens.',
      ),
    background: sectionBackground('white'),
    members: z
      .array(member)
      .min(1)
      .describe('The members, in order. Usually { "use": "team" } shares them between pages.'),
    carousel: carouselSettings({ perView: { '0': 1, '576': 2, '768': 2, '1200': 4, '1500': 5 }, bullets: true })
      .optional()
      .describe('Carousel settings, used when "layout" is "carousel".'),
  })
  .superRefine(carouselLayoutNeedsSettings)
  .describe('Team members with portrait, name, role and social links, as a carousel or a grid.');

export type TeamProps = z.output<typeof teamProps>;
