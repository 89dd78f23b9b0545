import { useLayoutEffect, useRef, useState } from 'react';

/** Which ends of a horizontal scroller hide content: where a fade says there is more. */
export interface ScrollEdges {
  hidesStart: boolean;
  hidesEnd: boolean;
}

// A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
const SLACK_PX = 1;

/**
 * Follows a horizontally scrolling element: whether content is hidden before its start or past its
 * end, as it scrolls or changes size. Both are false while everything fits.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ hidesStart: false, hidesEnd: false });

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const hidesStart = element.scrollLeft > SLACK_PX;
      const hidesEnd = element.scrollWidth - element.clientWidth - element.scrollLeft > SLACK_PX;
      setEdges((current) =>
        current.hidesStart === hidesStart && current.hidesEnd === hidesEnd
          ? current
          : { hidesStart, hidesEnd },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  return { ref, ...edges };
}
