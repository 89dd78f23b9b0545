import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PRODUCT_NAME } from '@polymath/shared';
import { cn } from '@/lib/cn';

/** 'Back to Polymath': the way home from a page outside the app's tabs (legal, e-mailed links). */
export function BackToAppLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to {PRODUCT_NAME}
    </Link>
  );
}
