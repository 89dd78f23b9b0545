import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MessageItem } from './message-item';
import { logClass, type MessageRowsProps } from './message-rows';

// A first guess of a row's height; each row is measured once rendered.
const ESTIMATED_ROW_PX = 120;
const OVERSCAN_ROWS = 6;

/**
 * Only the messages in view (plus a few either side) rendered, each row measured as it renders, so
 * a conversation of thousands of messages scrolls and grows without freezing the page.
 */
export default function VirtualMessageRows({
  messages,
  regenerableId,
  onRegenerate,
  scrollRef,
  virtualizerRef,
}: MessageRowsProps & {
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Receives the scroll-to-end function of the virtualiser. */
  virtualizerRef: RefObject<((behavior?: ScrollBehavior) => void) | null>;
}) {
  // The virtualiser re-renders this component itself; the compiler's memoising would stale it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => messages[index]?.id ?? index,
  });
  virtualizerRef.current = (behavior = 'auto') =>
    virtualizer.scrollToIndex(messages.length - 1, { align: 'end', behavior });

  return (
    <div role="log" aria-label="Messages" className={logClass}>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const message = messages[row.index];
          if (message === undefined) return null;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full pb-4"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <MessageItem
                message={message}
                canRegenerate={message.id === regenerableId}
                onRegenerate={onRegenerate}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
