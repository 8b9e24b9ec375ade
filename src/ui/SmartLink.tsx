// Every link of the site goes through here: page paths use the router, "#" placeholders go nowhere
// (docs/architecture.md), in-page anchors scroll, and any other address leaves the site as a plain
// link that gives the page it opens no handle on this one (rel="noopener noreferrer").
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const preventPlaceholder = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

/** A path of this site: "/contact", not "//host/..." (another host) nor "/\host" (read as "//host" by browsers). */
const isSitePath = (href: string) => href.startsWith('/') && !/^\/[/\\]/.test(href);

/** Whatever the caller asks for in rel, a link that leaves the site also gets noopener and noreferrer. */
const leavingRel = (rel: string | undefined) => [...new Set([...(rel?.split(/\s+/).filter(Boolean) ?? []), 'noopener', 'noreferrer'])].join(' ');

export function SmartLink({ href, children, rel, ...rest }: SmartLinkProps) {
  if (href === '#') {
    return (
      <a href="#" onClick={preventPlaceholder} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  if (isSitePath(href)) {
    return (
      <Link to={href} rel={rel} {...rest}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} rel={leavingRel(rel)} {...rest}>
      {children}
    </a>
  );
}
