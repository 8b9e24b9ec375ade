// The ports of the two servers the browser tests start (playwright.config.ts).
/** The built site, served like a static host. */
export const sitePort = Number(process.env.TEST_PORT ?? 4310);
/** The development server, for what only authors see there (the block gallery). */
export const devPort = Number(process.env.TEST_DEV_PORT ?? 4311);
/** A scratch build of the site whose forms deliver, served like the built site (form-delivery.spec.ts). */
export const formSitePort = Number(process.env.TEST_FORM_SITE_PORT ?? 4312);
/** The form endpoint that scratch build's forms post to, answering as hosted form services do. */
export const formEndpointPort = Number(process.env.TEST_FORM_ENDPOINT_PORT ?? 4313);
