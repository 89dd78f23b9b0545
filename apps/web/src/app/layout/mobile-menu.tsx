import { lazy, Suspense, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { MobileMenuProps } from './mobile-menu-sheet';

export type { MobileMenuProps } from './mobile-menu-sheet';

// The drawer (and the dialog primitives under it) is not needed for the first paint.
const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet'));

/** The phone menu (000 §2 Header, mobile): a drawer opened by the Menu button. */
export function MobileMenu(props: MobileMenuProps) {
  // null until first opened, so the drawer's code loads only when it is wanted.
  const [isOpen, setIsOpen] = useState<boolean | null>(null);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen === true}
        className="lg:hidden"
        onClick={() => setIsOpen(true)}
      >
        <Menu aria-hidden />
      </Button>
      {isOpen !== null && (
        <Suspense fallback={null}>
          <MobileMenuSheet {...props} isOpen={isOpen} setIsOpen={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
