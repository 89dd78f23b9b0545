import type { LoadingCategory } from '@polymath/shared';

/** "solving math" -> "Solving math..." */
export function formatLoadingLabel(category: LoadingCategory): string {
  return `${category.charAt(0).toUpperCase()}${category.slice(1)}...`;
}
