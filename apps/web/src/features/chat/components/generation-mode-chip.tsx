import { Image as ImageIcon, Video, X, type LucideIcon } from 'lucide-react';
import type { GenerationMode } from '@polymath/shared';
import { useChatStore } from '../stores/chat-store';

const MODE_CHIPS: Record<Exclude<GenerationMode, 'chat'>, { label: string; icon: LucideIcon }> = {
  photo: { label: 'Photo mode', icon: ImageIcon },
  video: { label: 'Video mode', icon: Video },
};

/**
 * Says in the composer that messages go out as photo or video requests (the mode is chosen in the
 * menu or Settings, far from here), with the way back to chat. Its label describes the input, and
 * the region announces a change of mode.
 */
export function GenerationModeChip({ id, onLeave }: { id: string; onLeave: () => void }) {
  const generationMode = useChatStore((state) => state.generationMode);
  const setGenerationMode = useChatStore((state) => state.setGenerationMode);
  const chip = generationMode === 'chat' ? null : MODE_CHIPS[generationMode];

  const handleBackToChat = () => {
    setGenerationMode('chat');
    // The button goes away with the mode; the input keeps the focus rather than the page.
    onLeave();
  };

  return (
    <div aria-live="polite">
      {chip && (
        <div className="flex px-3 pt-2.5">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-primary/10 py-0.5 pr-0.5 pl-2.5 text-xs font-medium text-primary">
            <chip.icon className="size-3.5 shrink-0" aria-hidden />
            <span id={id}>{chip.label}</span>
            <button
              type="button"
              onClick={handleBackToChat}
              aria-label="Back to chat"
              title="Back to chat"
              className="rounded-full p-1 hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X className="size-3" aria-hidden />
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
