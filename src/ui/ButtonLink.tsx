import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink';
import { cx } from './classNames';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'outline' | 'text';
  className?: string;
  /** Read after the visible label by screen readers and search engines only. */
  context?: string;
}

export function ButtonLink({ href, children, variant = 'primary', className = '', context }: ButtonLinkProps) {
  return (
    <SmartLink href={href} className={cx('btn', `btn-${variant}`, className)}>
      {children}
      {context && <span className="visually-hidden"> {context}</span>}
    </SmartLink>
  );
}

interface ButtonRowProps {
  buttons: { label: string; href: string; style: ButtonLinkProps['variant']; context?: string }[];
  className?: string;
}

/** The buttons of a banner, slide or call to action, side by side; nothing when there are none. */
export function ButtonRow({ buttons, className }: ButtonRowProps) {
  if (buttons.length === 0) return null;
  return (
    <div className={className}>
      {buttons.map((button) => (
        <ButtonLink key={button.label} href={button.href} variant={button.style} context={button.context}>
          {button.label}
        </ButtonLink>
      ))}
    </div>
  );
}
