// The shop's button (issue 9 item 6): one typography for every control (styles.css gives controls
// `font: inherit`), one set of classes — `.button` plus a variant — and at least 44 × 44 px to touch.
// `type` defaults to "button": a button submits a form only when it says so.
import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon';

export interface ButtonStyle {
  variant?: ButtonVariant;
  /** Full width of its container (checkout steps, a drawer's main action). */
  block?: boolean;
}

/** The classes of a button, also for a link that looks like one. */
export function buttonClassName({ variant = 'secondary', block = false }: ButtonStyle, extra?: string): string {
  return classNames('button', `button--${variant}`, block && 'button--block', extra);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyle {}

export function Button({ variant, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, block }, className)} {...rest} />;
}
