// @vitest-environment jsdom
// Links that leave the site give the page they open no handle on this one (rel="noopener noreferrer"),
// however their address is written; links within the site and mail or phone links stay as they are.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { SmartLink } from '../../src/ui/SmartLink';

const anchor = (href: string, rel?: string) => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <SmartLink href={href} rel={rel}>
        link
      </SmartLink>
    </MemoryRouter>,
  );
  const element = new DOMParser().parseFromString(html, 'text/html').querySelector('a')!;
  return { href: element.getAttribute('href'), rel: element.getAttribute('rel')?.split(' ').sort() ?? [] };
};

describe('a link to another site', () => {
  test.each([
    'https://example.com/',
    'HTTP://example.com',
    '//example.com/x',
    '/\\example.com',
    ' //example.com',
    '/\t/example.com',
    'https:example.com',
  ])('%j gets noopener and noreferrer', (href) => {
    expect(anchor(href).rel).toEqual(['noopener', 'noreferrer']);
    expect(anchor(href).href).toBe(href);
  });

  test('keeps a rel the caller asked for, beside noopener and noreferrer', () => {
    expect(anchor('https://example.com', 'nofollow')).toEqual({
      href: 'https://example.com',
      rel: ['nofollow', 'noopener', 'noreferrer'],
    });
  });
});

describe('a link that stays', () => {
  test.each(['/contact', '/blog-details?post=1', '#pricing', '#', 'mailto:hello@example.com', 'tel:+15550100'])(
    '%j has no rel',
    (href) => {
      expect(anchor(href).rel).toEqual([]);
    },
  );
});
