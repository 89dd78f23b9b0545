import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { isFeatureAvailable, type ProductFeatureId } from '@polymath/shared';
import { COMING_SOON } from '@/components/ui/unavailable-control';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import {
  descriptionOf,
  expectControlFollowsFeatureList,
} from '@/testing/feature-list-expectations';
import { HeaderActions } from './header-actions';
import MobileMenuSheet from './mobile-menu-sheet';

/** The feature of the product's list each header control belongs to. */
const CONTROL_FEATURES: Record<string, ProductFeatureId> = {
  'Vibe-Coding': 'vibe-coding',
  Image: 'image-generation',
  Video: 'video-generation',
  Productivity: 'productivity',
  Location: 'location',
};

/** The feature of the product's list each phone menu item belongs to. */
const MENU_ITEM_FEATURES: Record<string, ProductFeatureId> = {
  'Upload File': 'file-analysis',
  'Start Coding': 'vibe-coding',
  'Vibe-Coding': 'vibe-coding',
  Productivity: 'productivity',
  Video: 'video-generation',
  'Voice Input': 'voice-input',
};

describe('the header', () => {
  it('shows each feature’s control as usable exactly when the product’s feature list says it works', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TooltipProvider>
          <HeaderActions onOpenSettings={vi.fn()} />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    const header = screen.getByRole('navigation', { name: 'Features' });
    for (const [name, feature] of Object.entries(CONTROL_FEATURES)) {
      const control = within(header).getByRole('button', { name });
      expectControlFollowsFeatureList(control, feature, name);
      // Its tooltip says 'Coming soon' whichever label its badge shows.
      if (!isFeatureAvailable(feature)) expect(descriptionOf(control), name).toContain(COMING_SOON);
    }
  });
});

describe('the phone menu', () => {
  it('offers each feature’s item exactly when the product’s feature list says it works', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MobileMenuSheet
          isOpen
          setIsOpen={vi.fn()}
          conversationCount={0}
          onNewChat={vi.fn()}
          onViewConversations={vi.fn()}
          onUploadFile={vi.fn()}
          onStartCoding={vi.fn()}
          generationMode="chat"
          onGenerationModeChange={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    for (const [name, feature] of Object.entries(MENU_ITEM_FEATURES)) {
      expectControlFollowsFeatureList(within(menu).getByRole('button', { name }), feature, name);
    }
  });
});
