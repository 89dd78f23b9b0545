import { useLayoutEffect, useRef, useState } from 'react';
import { countFittingTools } from '../logic/fitting-tools';

/** The space between the tools and what follows them in the toolbar area (`gap-2`). */
const AREA_GAP_PX = 8;

/**
 * How many of the toolbar's tools fit on one row: the area's width (which its flex parent gives,
 * whatever it holds) less what stays beside the tools, followed as either changes size. Until the
 * area has a width (before layout, or while the chat is hidden), every tool shows.
 */
export function useFittingToolCount(toolCount: number) {
  const areaRef = useRef<HTMLDivElement>(null);
  const besideRef = useRef<HTMLElement>(null);
  const [availableWidth, setAvailableWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    const area = areaRef.current;
    const beside = besideRef.current;
    if (area === null || beside === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      setAvailableWidth(
        area.clientWidth === 0 ? null : area.clientWidth - beside.offsetWidth - AREA_GAP_PX,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    observer.observe(beside);
    return () => observer.disconnect();
  }, []);

  const visibleCount =
    availableWidth === null ? toolCount : countFittingTools(availableWidth, toolCount);
  return { areaRef, besideRef, visibleCount };
}
