// Section heading with the theme's short decorative bar under it.
interface SectionTitleProps {
  title: string;
  text?: string;
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
