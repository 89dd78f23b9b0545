import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { CHAT } from '@polymath/shared';
import { Button, type ButtonProps } from '@/components/ui/button';
import { showToast } from '@/components/ui/use-toast';

/** Copies `text`, ticks for a moment, and says so when the browser refuses the clipboard. */
export function CopyButton({
  text,
  label = 'Copy',
  ...buttonProps
}: { text: string; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('[productivity] copy failed:', error);
      showToast({
        title: 'Could not copy',
        description: 'Select the text and copy it instead.',
        variant: 'destructive',
      });
      return;
    }
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), CHAT.copyTickMs);
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void handleCopy()} {...buttonProps}>
      {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {isCopied ? 'Copied' : label}
    </Button>
  );
}
