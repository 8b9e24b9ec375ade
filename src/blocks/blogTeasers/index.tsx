import { CarouselOrList } from '../../ui/carousel/CarouselOrList';
import { PostCard } from '../../ui/PostCard';
import { SectionTitle } from '../../ui/SectionTitle';
import type { BlogTeasersProps } from './schema';
import { sectionClass } from '../../ui/classNames';
import { columnSizes } from '../../ui/imageSizes';

/** A card of the card grid (src/styles/global.css .card-grid: one, two from 576 px, three from 992 px). */
const gridSizes = columnSizes({ columns: { 0: 1, 576: 2, 992: 3 }, gapPx: 30 });

export default function BlogTeasers({
  title,
  text,
  background,
  layout,
  posts,
  readMoreLabel,
  carousel,
}: BlogTeasersProps) {
  // In the carousel, one slide: its items per view from its own settings.
  const imageSizes =
    layout === 'carousel' && carousel ? columnSizes({ columns: carousel.perView, gapPx: carousel.gapPx }) : gridSizes;
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
        <CarouselOrList
          items={posts}
          itemKey={(post) => post.title}
          renderItem={(post) => (
            <PostCard
              post={post}
              look="teaser"
              readMoreLabel={readMoreLabel}
              headingLevel="h3"
              imageSizes={imageSizes}
            />
          )}
          carousel={layout === 'carousel' ? carousel : undefined}
          label={title}
          listClassName="card-grid"
        />
      </div>
    </section>
  );
}
