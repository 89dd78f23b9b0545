import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';

/** Button looks, shared with links that should look like buttons. */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-medium whitespace-nowrap',
    'transition-colors select-none outline-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50',
    // aria-disabled buttons stay focusable and hoverable (for their tooltip) but look inert.
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 aria-disabled:hover:bg-primary',
        secondary:
          'bg-secondary text-secondary-foreground hover:bg-secondary/70 aria-disabled:hover:bg-secondary',
        outline:
          'border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground aria-disabled:hover:bg-card aria-disabled:hover:text-foreground',
        ghost:
          'text-foreground hover:bg-accent hover:text-accent-foreground aria-disabled:hover:bg-transparent aria-disabled:hover:text-foreground',
        destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-[0.8125rem]',
        md: 'h-9 px-4',
        lg: 'h-11 px-6 text-base',
        icon: 'size-9',
        'icon-sm': 'size-8',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Props of Button: a native button, its look, and `asChild` to style a child (e.g. a link). */
export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** The app's button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type} className={classes} {...props} />;
}
