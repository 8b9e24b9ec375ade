// The ports of the two servers the browser tests start (playwright.config.ts).
/** The built site, served like a static host. */
export const sitePort = Number(process.env.TEST_PORT ?? 4310);
/** The development server, for what only authors see there (the block gallery). */
export const devPort = Number(process.env.TEST_DEV_PORT ?? 4311);
