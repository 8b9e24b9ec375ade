// Section heading with the theme's short decorative bar under it.
import type { ReactNode } from 'react';

interface SectionTitleProps {
  title: string;
  /** The line under the bar: a text, or a rich text drawn by its block. */
  text?: ReactNode;
  level?: 'h1' | 'h2';
  align?: 'center' | 'left';
}

export function SectionTitle({ title, text, level: Heading = 'h2', align = 'center' }: SectionTitleProps) {
  return (
    <div className={`section-title section-title--${align}`}>
      <Heading>{title}</Heading>
      <div className="section-title__bar" aria-hidden="true" />
      {text ? <p>{text}</p> : null}
    </div>
  );
}
