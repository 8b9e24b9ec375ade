// A round icon link to a social network: the team members' profiles, the footer, the share rows.
// src/ui/SocialLinks.tsx draws a row of them.
import { z } from 'zod';
import { href, icon } from './primitives';

export const socialLink = z
  .strictObject({
    icon: icon.describe(
      'Network icon, for example "facebook", "twitter", "linkedin", "gitlab", "instagram" or "youtube".',
    ),
    label: z
      .string()
      .min(1)
      .describe('Name of the link, read by screen readers, for example "Sarah Taylor on Facebook".'),
    href,
  })
  .describe('A round icon link to a social network.');

export type SocialLink = z.output<typeof socialLink>;
