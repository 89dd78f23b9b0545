import { useId, type ReactNode } from 'react';

/** One titled section of a legal page; styles the paragraphs and lists inside it. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="space-y-3 leading-7 [&_dt]:font-medium [&_dd]:mb-2 [&_dd]:text-muted-foreground [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
