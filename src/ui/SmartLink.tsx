// Every link of the site goes through here: page paths use the router, "#" placeholders go nowhere
// (DECISIONS.md), in-page anchors scroll, and external addresses open as plain links.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const preventPlaceholder = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (href === '#') {
    return (
      <a href="#" onClick={preventPlaceholder} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
