// The site's button, in the styles a page's JSON can name ("primary", "outline", "text"): as a link
// (ButtonLink, ButtonRow) or as a real <button> (Button). Its look is Button.module.css, nowhere else.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { z } from 'zod';
import type { buttonLink } from '../schema/primitives';
import styles from './Button.module.css';
import { cx } from './classNames';
import { SmartLink } from './SmartLink';

type ButtonLinkData = z.output<typeof buttonLink>;
export type ButtonVariant = ButtonLinkData['style'];

function buttonClass(variant: ButtonVariant, className?: string): string {
  return cx(styles.button, styles[variant], className);
}

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** Read after the visible label by screen readers and search engines only. */
  context?: string;
}

export function ButtonLink({ href, children, variant = 'primary', className, context }: ButtonLinkProps) {
  return (
    <SmartLink href={href} className={buttonClass(variant, className)}>
      {children}
      {context && <span className="visually-hidden"> {context}</span>}
    </SmartLink>
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A real button (submit, add to cart…) that looks like the links drawn as buttons. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

interface ButtonRowProps {
  buttons: ButtonLinkData[];
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
