import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Tooltip } from './tooltip';

/** The label of every control whose feature lands in a later release. */
export const COMING_SOON = 'Coming soon';

/** Props UnavailableControl gives the control it renders. */
export interface UnavailableControlProps {
  'aria-disabled': true;
  'aria-describedby': string | undefined;
  onClick: (event: MouseEvent) => void;
}

/** Props of UnavailableControl. */
export interface UnavailableControlOwnProps {
  /** Why the control is unavailable; shown in the tooltip and read with the control. */
  reason?: string;
  /** Extra ids the control is also described by (e.g. a visible badge). */
  describedBy?: string;
  /** Renders the control, spreading the given props onto it (it must accept a ref). */
  children: (props: UnavailableControlProps) => ReactNode;
}

/**
 * A control whose feature is not available yet, with a tooltip saying why. It is marked
 * aria-disabled rather than disabled: a natively disabled button gets no focus and (in some
 * browsers) no pointer events, so neither keyboard nor mouse users could reach the explanation.
 * Assistive technology and test tools still treat it as disabled, and clicks do nothing.
 */
export function UnavailableControl({
  reason = COMING_SOON,
  describedBy,
  children,
}: UnavailableControlOwnProps) {
  const reasonId = useId();
  // While the tooltip shows, it describes the control itself; the hidden copy would repeat it.
  const [isTipOpen, setIsTipOpen] = useState(false);
  const descriptionIds = [describedBy, isTipOpen ? undefined : reasonId].filter(Boolean).join(' ');
  return (
    <>
      <Tooltip content={reason} onOpenChange={setIsTipOpen}>
        {children({
          'aria-disabled': true,
          'aria-describedby': descriptionIds || undefined,
          onClick: (event) => event.preventDefault(),
        })}
      </Tooltip>
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  );
}
