import Markdown, { defaultUrlTransform, type Components, type ExtraProps } from 'react-markdown';
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

type PreNode = ExtraProps['node'];

/** The language a fenced block was tagged with: its code element's `language-…` class. */
function fenceInfoOf(node: PreNode): string | undefined {
  const code = node?.children.find((child) => child.type === 'element' && child.tagName === 'code');
  if (code?.type !== 'element') return undefined;
  const classes = code.properties.className;
  const tag = Array.isArray(classes)
    ? classes.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  return tag?.slice('language-'.length);
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
  pre: ({ node, children }) => <CodeBlock fenceInfo={fenceInfoOf(node)}>{children}</CodeBlock>,
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
