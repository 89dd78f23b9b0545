import { describe, expect, it } from 'vitest';
import { plainTextOfHtml } from './html-text';

describe('plainTextOfHtml', () => {
  it.each([
    ['Plain   text\n stays', 'Plain text stays'],
    ['<p>Rates rise &amp; markets fall</p><p>Next</p>', 'Rates rise & markets fall Next'],
    ['A <b>bold</b> <a href="https://x.org">link</a>', 'A bold link'],
    ['Before<script>alert(1)</script><style>p{}</style> after', 'Before after'],
    ['&lt;script&gt; is text here', '<script> is text here'],
    ['Line<br>break', 'Line break'],
  ])('%j reads %j', (html, text) => {
    expect(plainTextOfHtml(html)).toBe(text);
  });
});
