// What pages/_site.json changes in index.html before anything else: the page language and the theme
// tokens (a <style> in the head). Both values are escaped for where they land.
import type { Site } from '../schema/site';
import { escapeHtml } from './escapeHtml';
import { themeCss } from './themeCss';

export function templateWithSite(html: string, site: Site): string {
  return html
    .replace('<html lang="en">', () => `<html lang="${escapeHtml(site.lang)}">`)
    .replace('</head>', () => `<style id="theme">${themeCss(site.theme)}</style>\n</head>`);
}
