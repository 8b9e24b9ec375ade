import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink';
import { cx } from './classNames';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'outline' | 'text';
  className?: string;
}

export function ButtonLink({ href, children, variant = 'primary', className = '' }: ButtonLinkProps) {
  return (
    <SmartLink href={href} className={cx('btn', `btn-${variant}`, className)}>
      {children}
    </SmartLink>
  );
}
