import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { carouselSettings } from '../../schema/carousel';
import { image, sectionBackground } from '../../schema/primitives';
import { richText } from '../../schema/richText';

const feedback = z.strictObject({
  name: z.string().min(1).describe('Name of the client who gives the feedback.'),
  role: z.string().default('').describe('Job title or company, for example "Web Developer".'),
  text: richText('What the client says.').min(1),
  image: image.describe('Portrait of the client (square images work best).'),
  rating: z.number().int().min(1).max(5).optional().describe('Star rating from 1 to 5; leave it out to show no stars.'),
});

export const feedbackSliderProps = z
  .strictObject({
    title: z.string().min(1).describe('Section heading, for example "What Users Saying".'),
    text: longText(z.string().default('').describe('Text under the heading.')),
    background: sectionBackground('surface'),
    layout: z
      .enum(['thumbnails', 'cards'])
      .default('thumbnails')
      .describe(
        '"thumbnails": one quote at a time, fading, with a centred strip of client portraits kept in step with it; "cards": a carousel of quote cards, items per width from "carousel.perView".',
      ),
    items: z
      .array(feedback)
      .min(1)
      .describe('The testimonials, one per slide. Usually { "use": "feedback" } shares them between pages.'),
    carousel: carouselSettings({ perView: { '0': 1 }, animationMs: 300, arrows: false, bullets: false }).describe(
      'How the quotes move. The thumbnails layout always shows one quote and fades over "animationMs" (default 300). Hosting testimonials: { "loop": false }; one quote at all widths: { "perView": { "0": 1 } }.',
    ),
    thumbnails: z
      .strictObject({
        perView: z
          .number()
          .int()
          .min(1)
          .max(9)
          .default(5)
          .describe('How many portraits the strip shows, centred on the current one (default 5).'),
        label: z
          .string()
          .min(1)
          .describe(
            'Screen-reader name of each portrait button; "{name}" becomes the client name, for example "Show what {name} says".',
          ),
      })
      .optional()
      .describe('The portrait strip of the thumbnails layout.'),
    ratingLabel: z
      .string()
      .optional()
      .describe(
        'Screen-reader text of the stars; "{rating}" becomes the number, for example "Rated {rating} out of 5". Needed when an item has a rating.',
      ),
  })
  .superRefine((props, ctx) => {
    if (props.layout === 'thumbnails' && !props.thumbnails) {
      ctx.addIssue({
        code: 'custom',
        path: ['thumbnails'],
        message: 'the thumbnails layout needs "thumbnails": add "thumbnails": { "label": "Show what {name} says" }',
        params: { code: 'props.setting-needed' },
      });
    }
    if (!props.ratingLabel && props.items.some((item) => item.rating !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ratingLabel'],
        message: 'an item has a rating, so add "ratingLabel", for example "Rated {rating} out of 5"',
        params: { code: 'props.setting-needed' },
      });
    }
  })
  .describe('Client feedback: a fading quote slider with a synchronised portrait strip, or a carousel of quote cards.');

export type FeedbackSliderProps = z.output<typeof feedbackSliderProps>;
