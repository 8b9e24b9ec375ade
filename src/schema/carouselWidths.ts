// The screen widths (px) a carousel may change its number of items at. Carousel.module.css has one
// media query per width (a media query cannot read a custom property), so the list and the
// stylesheet change together; the carousel schema accepts only these widths. Plain data, no zod:
// the carousel reads it in the browser.
export const carouselWidths = [576, 768, 992, 1024, 1200, 1500] as const;
