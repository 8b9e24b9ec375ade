import { CarouselOrList } from '../../ui/carousel/CarouselOrList';
import { PostCard } from '../../ui/PostCard';
import { SectionTitle } from '../../ui/SectionTitle';
import type { BlogTeasersProps } from './schema';
import { sectionClass } from '../../ui/classNames';

export default function BlogTeasers({
  title,
  text,
  background,
  layout,
  posts,
  readMoreLabel,
  carousel,
}: BlogTeasersProps) {
  return (
    <section className={sectionClass(background)}>
      <div className="container">
        <SectionTitle title={title} text={text} />
        <CarouselOrList
          items={posts}
          itemKey={(post) => post.title}
          renderItem={(post) => <PostCard post={post} look="teaser" readMoreLabel={readMoreLabel} headingLevel="h3" />}
          carousel={layout === 'carousel' ? carousel : undefined}
          label={title}
          listClassName="card-grid"
        />
      </div>
    </section>
  );
}
