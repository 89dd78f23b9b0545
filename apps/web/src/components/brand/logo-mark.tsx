import { useId, type ComponentProps } from 'react';

/**
 * Polymath's mark: a hexagon of connected knowledge nodes. Decorative by default (the product name
 * is always written next to it); pass `title` to make it an image with a name.
 */
export function LogoMark({ title, ...props }: ComponentProps<'svg'> & { title?: string }) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 64 64"
      fill="none"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      {...props}
    >
      {title && <title>{title}</title>}
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <path
        d="M32 6 54.5 19v26L32 58 9.5 45V19z"
        stroke={`url(#${gradientId})`}
        strokeWidth="4.5"
        strokeLinejoin="round"
      />
      <path
        d="M32 6v52M9.5 19l45 26M54.5 19l-45 26"
        stroke={`url(#${gradientId})`}
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.5"
      />
      <circle cx="32" cy="32" r="7.5" fill={`url(#${gradientId})`} />
    </svg>
  );
}
