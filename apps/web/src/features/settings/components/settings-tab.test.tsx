import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ADS, SUPPORT_EMAIL } from '@polymath/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { useThemeSync } from '@/lib/theme';
import type { AccountSummary } from './account-section';
import SettingsTab from './settings-tab';

function Harness({
  user,
  onOpenProductivity,
}: {
  user: AccountSummary | null;
  onOpenProductivity: () => void;
}) {
  useThemeSync();
  return (
    <SettingsTab
      generationMode="chat"
      onGenerationModeChange={() => undefined}
      account={{ user, onSignIn: () => undefined, onLogout: () => undefined }}
      onOpenProductivity={onOpenProductivity}
    />
  );
}

function renderSettings(user: AccountSummary | null = null, onOpenProductivity = vi.fn()) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <Harness user={user} onOpenProductivity={onOpenProductivity} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

const SECTION_HEADINGS = [
  'Account and Authentication',
  'AI Generation Settings',
  'Privacy and Security',
  'Advanced Features',
  'Appearance',
  'Support',
  'Legal',
  'Contact Support',
];

describe('SettingsTab', () => {
  it('has every section, in order', () => {
    renderSettings();
    const headings = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(SECTION_HEADINGS);
  });

  it('opens at AI Generation Settings when a link asked for it, once', () => {
    const onSectionShown = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TooltipProvider>
          <SettingsTab
            generationMode="chat"
            onGenerationModeChange={() => undefined}
            account={{ user: null, onSignIn: () => undefined, onLogout: () => undefined }}
            onOpenProductivity={() => undefined}
            sectionToShow="ai-generation-settings"
            onSectionShown={onSectionShown}
          />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'AI Generation Settings' })).toHaveFocus();
    expect(onSectionShown).toHaveBeenCalledOnce();
  });

  it('asks signed-out users to log in for the productivity tools, and still opens them', async () => {
    const onOpenProductivity = vi.fn();
    renderSettings(null, onOpenProductivity);
    expect(
      screen.getByText(
        'Please log in to access your productivity tools including tasks, calendar, notes, and research management.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Productivity Tools' }));
    expect(onOpenProductivity).toHaveBeenCalledTimes(1);
  });

  it('opens the productivity tools for a signed-in user, without the login notice', async () => {
    const onOpenProductivity = vi.fn();
    renderSettings(
      { name: 'Ada', email: 'ada@example.org', isPremium: false, emailVerified: true },
      onOpenProductivity,
    );
    expect(screen.queryByText(/Please log in/)).not.toBeInTheDocument();
    const section = screen.getByRole('heading', { name: /Advanced Features/ }).closest('section')!;
    expect(section).not.toHaveTextContent(/Coming soon/);
    expect(section).toHaveTextContent(
      'Productivity tools: tasks, a calendar, notes and research management.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Open Productivity Tools' }));
    expect(onOpenProductivity).toHaveBeenCalledTimes(1);
  });

  it('switches and stores the theme with the Dark mode switch', async () => {
    const user = userEvent.setup();
    renderSettings();
    const darkMode = screen.getByRole('switch', { name: 'Dark mode' });
    expect(darkMode).not.toBeChecked();

    await user.click(darkMode);
    expect(darkMode).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(darkMode);
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('opens the privacy policy, the terms and the API docs in a new tab', () => {
    renderSettings();
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms'],
      ['API documentation', '/docs'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('links Contact Support to the built-in address when the server has none', async () => {
    renderSettings();
    const section = screen.getByRole('heading', { name: 'Contact Support' }).closest('section')!;
    const link = within(section).getByRole('link');
    expect(link).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    // The failed config call keeps the fallback.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(link).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('links Contact Support to the address from GET /api/config', async () => {
    vi.mocked(fetch).mockImplementation((input) =>
      Promise.resolve(
        input === '/api/config'
          ? Response.json({
              productName: 'Polymath',
              version: '1.0.0',
              supportEmail: 'help@example.org',
              ads: {
                publisherId: null,
                slotId: null,
                scriptUrl: ADS.defaultScriptUrl,
                popupDelayMs: ADS.popupDelayDefaultMs,
              },
            })
          : Response.json(
              { success: false, error: 'Not found', code: 'NOT_FOUND' },
              { status: 404 },
            ),
      ),
    );
    renderSettings();
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
  });
});
