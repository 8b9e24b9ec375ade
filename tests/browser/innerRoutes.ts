// The inner pages of docs/product.md ("Routes and compositions"): each opens with the page title
// banner under the default header (checked for every route in site.spec.ts, page by page in
// inner-pages.spec.ts).
export const innerRoutes = [
  '/about-style-one', '/about-style-two', '/about-style-three', '/features', '/feature-details',
  '/service-style-one', '/service-style-two', '/service-style-three', '/service-style-four', '/service-style-five',
  '/service-details', '/feedback', '/project-style-one', '/project-style-two', '/project-details', '/team', '/pricing',
  '/faq', '/blog-grid', '/blog-right-sidebar', '/blog-grid-two', '/blog-right-sidebar-two', '/blog-grid-three',
  '/blog-right-sidebar-three', '/blog-details',
];
