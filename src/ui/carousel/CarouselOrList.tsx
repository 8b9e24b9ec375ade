// A block's items as a carousel when it has carousel settings, otherwise as a plain list styled by
// the block (a grid, a row): the team, the partners, the blog teasers.
import { Fragment, type Key, type ReactNode } from 'react';
import type { CarouselSettingsData } from '../../schema/carousel';
import { Carousel } from './Carousel';

interface CarouselOrListProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  renderItem: (item: Item) => ReactNode;
  /** The carousel's settings; without them the items form a list. */
  carousel?: CarouselSettingsData;
  /** Accessible name of the carousel, for example the section heading. */
  label?: string;
  listClassName?: string;
}

export function CarouselOrList<Item>({
  items,
  itemKey,
  renderItem,
  carousel,
  label,
  listClassName,
}: CarouselOrListProps<Item>) {
  if (carousel) {
    return (
      <Carousel settings={carousel} label={label}>
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </Carousel>
    );
  }
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
