import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DARK_SCHEME_QUERY, resolveTheme } from '@/lib/theme/theme';
import { useThemeSync } from '@/lib/theme';
import { setMediaQuery } from '@/testing/match-media';
import { ThemeToggle } from './theme-toggle';
import { TooltipProvider } from './ui/tooltip';

function ThemedApp() {
  useThemeSync();
  return (
    <TooltipProvider>
      <ThemeToggle />
    </TooltipProvider>
  );
}

const isDocumentDark = () => document.documentElement.classList.contains('dark');

describe('theme', () => {
  it('resolves a stored choice first, then the system preference', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });

  it('starts dark when "dark" is stored', () => {
    window.localStorage.setItem('theme', 'dark');
    render(<ThemedApp />);
    expect(isDocumentDark()).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('starts light when "light" is stored, even if the system prefers dark', () => {
    window.localStorage.setItem('theme', 'light');
    setMediaQuery(DARK_SCHEME_QUERY, true);
    render(<ThemedApp />);
    expect(isDocumentDark()).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('follows the system preference, and its changes, while nothing is stored', () => {
    setMediaQuery(DARK_SCHEME_QUERY, true);
    render(<ThemedApp />);
    expect(isDocumentDark()).toBe(true);

    act(() => setMediaQuery(DARK_SCHEME_QUERY, false));
    expect(isDocumentDark()).toBe(false);
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('stores the choice made with the toggle and stops following the system', async () => {
    const user = userEvent.setup();
    render(<ThemedApp />);
    expect(isDocumentDark()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(isDocumentDark()).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');

    act(() => setMediaQuery(DARK_SCHEME_QUERY, false));
    expect(isDocumentDark()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(isDocumentDark()).toBe(false);
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem('theme', 'sepia');
    setMediaQuery(DARK_SCHEME_QUERY, true);
    render(<ThemedApp />);
    expect(isDocumentDark()).toBe(true);
  });
});
