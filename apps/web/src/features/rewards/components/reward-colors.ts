/**
 * The accent of a notification's colour name (the server sends names such as `amber`), readable in
 * both themes; unknown names fall back to the primary accent.
 */
const ACCENTS: Record<string, string> = {
  blue: 'bg-blue-500/15 text-blue-700 dark:text-blue-300',
  pink: 'bg-pink-500/15 text-pink-700 dark:text-pink-300',
  purple: 'bg-purple-500/15 text-purple-700 dark:text-purple-300',
  green: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  orange: 'bg-orange-500/15 text-orange-700 dark:text-orange-300',
  amber: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  sky: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
};

export function accentOf(color: string): string {
  return ACCENTS[color] ?? 'bg-primary/10 text-primary';
}
