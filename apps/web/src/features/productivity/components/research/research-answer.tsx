import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const SAFE_SCHEMES = /^(https?|mailto):/i;

// Only web and mail links keep their target (the answer is model output); then react-markdown's
// own filter applies too.
function transformUrl(url: string): string {
  const compact = url.replace(/[\p{Cc}\s]/gu, '');
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(compact);
  return hasScheme && !SAFE_SCHEMES.test(compact) ? '' : defaultUrlTransform(url);
}

const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        {...props}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/**
 * A research answer rendered from markdown (lists, tables, emphasis, links), as the chat renders
 * answers; raw HTML in it is shown as text, never rendered.
 */
export function ResearchAnswer({ text }: { text: string }) {
  return (
    <div
      className={[
        'grid gap-3 text-sm leading-relaxed break-words',
        '[&_h1]:text-base [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold',
        '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li+li]:mt-1',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3',
        '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2',
        '[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
      ].join(' ')}
    >
      <Markdown remarkPlugins={[remarkGfm]} urlTransform={transformUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
