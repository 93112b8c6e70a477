import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';
type Look = { variant?: Variant; size?: Size; className?: string };

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-saffron-400 text-indigo-950 hover:bg-saffron-300 shadow-sm',
  secondary: 'bg-indigo-900 text-white hover:bg-indigo-800 shadow-sm',
  outline: 'border border-indigo-900 text-indigo-900 hover:bg-indigo-50',
  ghost: 'text-indigo-900 hover:bg-indigo-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
};

const SIZES: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** Shared so links that look like buttons and real buttons never drift apart. */
export function buttonClasses({ variant = 'primary', size = 'md', className = '' }: Look = {}) {
  const base =
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
  return `${base} ${VARIANTS[variant]} ${SIZES[size]} ${className}`;
}

/**
 * Looks disabled only when its caller disables it: until the page is hydrated every control is
 * disabled by the layout (root-layout.tsx), and the page should not flash grey meanwhile.
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  disabled = false,
  ...props
}: ComponentProps<'button'> & Look) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      {...props}
    />
  );
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & Look) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
