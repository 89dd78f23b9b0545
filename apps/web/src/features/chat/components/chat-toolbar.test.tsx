import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductFeatureId } from '@polymath/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { expectControlFollowsFeatureList } from '@/testing/feature-list-expectations';
import { ChatToolbar, type ChatToolbarProps } from './chat-toolbar';

const TOOLS = [
  'Live Events',
  'Conversation Themes',
  'Upload file',
  'Upload PDF',
  'Shared document URL',
  'Code',
  'Speak',
  'Voice call',
  'Adaptive Learning Paths',
  'Auto Prompts',
  'Personal AI',
];

/** The feature of the product's list each tool belongs to. */
const TOOL_FEATURES: Record<string, ProductFeatureId> = {
  'Live Events': 'live-events',
  'Conversation Themes': 'conversation-themes',
  'Upload file': 'file-analysis',
  'Upload PDF': 'file-analysis',
  'Shared document URL': 'shared-links',
  'Analyze screen': 'screen-analysis',
  Code: 'vibe-coding',
  Speak: 'voice-input',
  'Voice call': 'voice-call',
  'Adaptive Learning Paths': 'study-plans',
  'Auto Prompts': 'auto-prompts',
  'Personal AI': 'personal-ai',
};

/** Lays the toolbar area out `areaWidth` wide, with `besideWidth` taken by the indicator. */
function layOut(areaWidth: number, besideWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(areaWidth);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(besideWidth);
}

function renderToolbar(tools: Partial<ChatToolbarProps> = {}) {
  render(
    <TooltipProvider>
      <ChatToolbar
        contextStrength="weak"
        onOpenLiveEvents={vi.fn()}
        onOpenThemes={vi.fn()}
        onOpenAdaptivePaths={vi.fn()}
        {...tools}
      />
    </TooltipProvider>,
  );
  return screen.getByRole('toolbar', { name: 'Chat tools' });
}

describe('ChatToolbar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows every tool as a button when they fit, without a More tools menu', () => {
    layOut(800, 100);
    const toolbar = renderToolbar();
    for (const tool of TOOLS) {
      expect(within(toolbar).getByRole('button', { name: tool })).toBeInTheDocument();
    }
    expect(within(toolbar).queryByRole('button', { name: 'More tools' })).toBeNull();
  });

  it('lists the tools that do not fit in a More tools menu, and opens one from there', async () => {
    // 142 px for tools: three and the More tools button.
    layOut(250, 100);
    const onOpenAdaptivePaths = vi.fn();
    const toolbar = renderToolbar({ onOpenAdaptivePaths });
    const shown = TOOLS.slice(0, 3);
    for (const tool of shown) {
      expect(within(toolbar).getByRole('button', { name: tool })).toBeInTheDocument();
    }
    expect(within(toolbar).queryByRole('button', { name: 'Upload PDF' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(toolbar).getByRole('button', { name: 'More tools' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual(
      TOOLS.slice(3),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Upload PDF' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Upload PDF' })).toHaveAccessibleDescription(
      'Coming soon',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Adaptive Learning Paths' }));
    expect(onOpenAdaptivePaths).toHaveBeenCalledOnce();
  });

  it('opens the file tools it is given, and offers screen analysis only with a handler', async () => {
    layOut(900, 100);
    const onUploadFile = vi.fn();
    const onOpenSharedLink = vi.fn();
    render(
      <TooltipProvider>
        <ChatToolbar
          contextStrength="weak"
          onUploadFile={onUploadFile}
          onUploadPdf={vi.fn()}
          onOpenSharedLink={onOpenSharedLink}
          onAnalyzeScreen={vi.fn()}
        />
      </TooltipProvider>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Chat tools' });
    const user = userEvent.setup();
    await user.click(within(toolbar).getByRole('button', { name: 'Upload file' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Shared document URL' }));
    expect(onUploadFile).toHaveBeenCalledOnce();
    expect(onOpenSharedLink).toHaveBeenCalledOnce();
    expect(within(toolbar).getByRole('button', { name: 'Analyze screen' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Upload PDF' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('opens the Auto Prompt Manager and the Personal AI Assistant it is given', async () => {
    layOut(900, 100);
    const onOpenAutoPrompts = vi.fn();
    const onOpenPersonalAi = vi.fn();
    render(
      <TooltipProvider>
        <ChatToolbar
          contextStrength="weak"
          onOpenAutoPrompts={onOpenAutoPrompts}
          onOpenPersonalAi={onOpenPersonalAi}
        />
      </TooltipProvider>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Chat tools' });
    const user = userEvent.setup();
    await user.click(within(toolbar).getByRole('button', { name: 'Auto Prompts' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Personal AI' }));
    expect(onOpenAutoPrompts).toHaveBeenCalledOnce();
    expect(onOpenPersonalAi).toHaveBeenCalledOnce();
    expect(within(toolbar).getByRole('button', { name: 'Personal AI' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('opens Personal AI from the More tools menu on a narrow screen', async () => {
    layOut(250, 100);
    const onOpenPersonalAi = vi.fn();
    render(
      <TooltipProvider>
        <ChatToolbar contextStrength="weak" onOpenPersonalAi={onOpenPersonalAi} />
      </TooltipProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More tools' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Personal AI' }));
    expect(onOpenPersonalAi).toHaveBeenCalledOnce();
  });

  it('says Coming soon for Auto Prompts and Personal AI when no feature provides them', () => {
    layOut(900, 100);
    const toolbar = renderToolbar();
    for (const name of ['Auto Prompts', 'Personal AI']) {
      const tool = within(toolbar).getByRole('button', { name });
      expect(tool).toHaveAttribute('aria-disabled', 'true');
      expect(tool).toHaveAccessibleDescription('Coming soon');
    }
  });

  it('shows each tool as usable exactly when the product’s feature list says it works', () => {
    layOut(1200, 100);
    const toolbar = renderToolbar({
      onOpenAutoPrompts: vi.fn(),
      onOpenPersonalAi: vi.fn(),
      onUploadFile: vi.fn(),
      onUploadPdf: vi.fn(),
      onOpenSharedLink: vi.fn(),
      onAnalyzeScreen: vi.fn(),
    });
    for (const [name, feature] of Object.entries(TOOL_FEATURES)) {
      const tool = within(toolbar).getByRole('button', { name });
      expectControlFollowsFeatureList(tool, feature, name);
    }
  });

  it('has no screen analysis where the browser cannot share a screen', () => {
    layOut(900, 100);
    const toolbar = renderToolbar();
    expect(within(toolbar).queryByRole('button', { name: 'Analyze screen' })).toBeNull();
  });
});
