// Every link of the site goes through here: page paths use the router, "#" placeholders go nowhere
// (docs/architecture.md), in-page anchors scroll, and a link to another site is a plain link that
// gives the page it opens no handle on this one and no address to report (rel="noopener noreferrer").
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const preventPlaceholder = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

/**
 * Another web site: "https://host", or "//host" and "/\\host", which browsers read as the same; read
 * as a browser does, which drops tabs and line breaks anywhere and spaces in front.
 */
const isOtherSite = (href: string) =>
  // eslint-disable-next-line no-control-regex -- browsers drop these control characters in front of a URL
  /^(https?:|[/\\]{2})/i.test(href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, ''));

/** Whatever the caller asks for in rel, a link that leaves the site also gets noopener and noreferrer. */
const leavingRel = (rel: string | undefined) =>
  [...new Set([...(rel?.split(/\s+/).filter(Boolean) ?? []), 'noopener', 'noreferrer'])].join(' ');

export function SmartLink({ href, children, rel, ...rest }: SmartLinkProps) {
  if (href === '#') {
    return (
      // A placeholder stays a link, as the author wrote it: it neither navigates nor scrolls.
      // eslint-disable-next-line jsx-a11y/anchor-is-valid
      <a href="#" onClick={preventPlaceholder} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !isOtherSite(href)) {
    return (
      <Link to={href} rel={rel} {...rest}>
        {children}
      </Link>
    );
  }
  // In-page anchors, mailto: and tel: open no page, so they need no rel.
  return (
    <a href={href} rel={isOtherSite(href) ? leavingRel(rel) : rel} {...rest}>
      {children}
    </a>
  );
}
