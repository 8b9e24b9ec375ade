import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { sectionBackground } from '../../schema/primitives';
import { formContent } from '../../schema/formField';
import { richText } from '../../schema/richText';

const question = z
  .strictObject({
    question: z.string().min(1).describe('The question, shown on the button that opens the answer.'),
    answer: z
      .array(richText('One paragraph of the answer.').min(1))
      .min(1)
      .describe('The answer, one text per paragraph.'),
  })
  .describe('One question and its answer.');

const questionForm = formContent('messages')
  .extend({
    title: z.string().min(1).describe('Heading above the form, for example "Ask Your Question".'),
    text: richText('A line under the form heading.').default(''),
  })
  .describe('A form for asking a question. It checks the fields and sends nothing.');

export const faqProps = z
  .strictObject({
    title: z.string().default('').describe('Section heading above the questions; leave empty for none.'),
    text: longText(z.string().default('').describe('Text under the section heading.')),
    questions: z.array(question).min(1).describe('The questions, in order.'),
    initiallyOpen: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        'Position (from 0) of the question whose answer shows when the page opens; leave out to start with all answers closed.',
      ),
    form: questionForm.optional(),
    background: sectionBackground('white'),
  })
  .refine((props) => props.initiallyOpen === undefined || props.initiallyOpen < props.questions.length, {
    message:
      '"initiallyOpen" is the question open at first, counting from 0 (0 is the first question): write a number below the number of questions, or leave it out',
    params: { code: 'number.above-another' },
    path: ['initiallyOpen'],
  })
  .describe(
    'Frequently asked questions as an accordion (each answer opens and closes on its own), optionally followed by an "Ask Your Question" form.',
  );

export type FaqProps = z.output<typeof faqProps>;
