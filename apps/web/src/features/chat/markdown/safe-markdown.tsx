import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import { toSafeUrl } from '../logic/safe-url';
import { CodeBlock } from './code-block';
import './markdown.css';

const remarkPlugins = [remarkGfm, remarkMath];
const rehypePlugins = [rehypeKatex];

// Every scheme but web and mail links is dropped, then react-markdown's own filter applies too.
function transformUrl(url: string): string {
  return defaultUrlTransform(toSafeUrl(url));
}

const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  pre: ({ node: _node, children }) => <CodeBlock>{children}</CodeBlock>,
  table: ({ node: _node, ...props }) => (
    <div className="markdown-table">
      <table {...props} />
    </div>
  ),
};

/**
 * An answer rendered from markdown: tables, math and code blocks. Raw HTML in the text is shown as
 * text, never rendered (no rehype-raw), and links other than web and mail links lose their target.
 * Loaded lazily: the renderer and KaTeX are the chat's heaviest code.
 */
export default function SafeMarkdown({ text }: { text: string }) {
  return (
    <div className="markdown-body">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        urlTransform={transformUrl}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
