import type { CodeLanguage } from '@polymath/shared';

/**
 * What the preview frame's page runs before the user's program: the console and uncaught errors
 * reported to the app, which lists them beside the preview.
 */
const CONSOLE_BRIDGE = `<script>
(function () {
  function send(level, values) {
    var text = Array.prototype.map.call(values, function (value) {
      if (typeof value === 'string') return value;
      try { return JSON.stringify(value); } catch (error) { return String(value); }
    }).join(' ');
    parent.postMessage({ type: 'polymath-preview-console', level: level, text: text }, '*');
  }
  ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
    var original = console[level];
    console[level] = function () { send(level, arguments); original.apply(console, arguments); };
  });
  addEventListener('error', function (event) { send('error', [event.message]); });
  addEventListener('unhandledrejection', function (event) {
    send('error', ['Unhandled rejection: ' + String(event.reason)]);
  });
})();
</script>`;

const CSS_SAMPLE = `<h1>Heading</h1>
<p>A paragraph of text with a <a href="#">link</a>, <strong>bold</strong> and <em>italic</em> words.</p>
<ul><li>First item</li><li>Second item</li></ul>
<button type="button">Button</button>`;

// A `</script>` in the user's JavaScript would end the element early.
const scriptBody = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1');
// Likewise `</style>` in CSS.
const styleBody = (code: string) => code.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The document the preview frame writes for `code`: an HTML page as it is, CSS over a sample
 * page, JavaScript in an empty page; always after the console bridge, which runs first.
 */
export function previewDocument(language: CodeLanguage, code: string): string {
  const head = `<!doctype html><html><head><meta charset="utf-8">${CONSOLE_BRIDGE}`;
  if (language === 'css') {
    return `${head}<style>${styleBody(code)}</style></head><body>${CSS_SAMPLE}</body></html>`;
  }
  if (language === 'javascript') {
    return `${head}</head><body><script>${scriptBody(code)}</script></body></html>`;
  }
  // The bridge goes first in the user's own page: at the start of its head, or of its html.
  for (const opening of [/<head(\s[^>]*)?>/i, /<html(\s[^>]*)?>/i]) {
    const match = opening.exec(code);
    if (match) {
      const end = match.index + match[0].length;
      return code.slice(0, end) + CONSOLE_BRIDGE + code.slice(end);
    }
  }
  return `${head}</head><body>${code}</body></html>`;
}
