import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../page-data.ts';
import { canvasRichText, sanitizeRichTextForCanvas } from './canvas-rich-text.ts';

/** Both outputs through the same parser and serialiser, so only what they keep is compared. */
function normalised(html: string): string {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.innerHTML;
}

const SAMPLES = [
  '<p>Folio Demo is a small <strong>interiors</strong> studio.</p>',
  '<p style="text-align: center" class="x">Centred <em>text</em><br>and a break</p>',
  '<h2>Title</h2><h1>Too big</h1><h4>Small</h4><hr><blockquote>Quote</blockquote>',
  '<ul><li>one</li><li><u>two</u></li></ul><ol><li><s>three</s></li></ol><pre><code>x &lt; y</code></pre>',
  '<p>a <a href="https://example.com" target="_blank" onclick="steal()">link</a></p>',
  '<p><a href="javascript:alert(1)">js</a> <a href="JaVaScRiPt:alert(1)">js</a></p>',
  '<p><a href=" java\tscript:alert(1)">tab</a> <a href="java<!-- -->script:alert(1)">comment</a></p>',
  '<p><a href="//evil.example/x">protocol-relative</a> <a href="/about">relative</a></p>',
  '<p><a href="mailto:hi@example.com">mail</a> <a href="tel:+441234">tel</a> <a href="ftp://x">ftp</a></p>',
  '<p><a href="data:text/html,<script>alert(1)</script>">data</a></p>',
  '<script>alert(1)</script><style>p{color:red}</style><p>after</p>',
  '<p><img src="x" onerror="alert(1)">image <iframe src="https://evil.example"></iframe>gone</p>',
  '<div><span>kept text</span></div><textarea>dropped</textarea><select><option>dropped</option></select>',
  '<p>entities &amp; &lt;tags&gt; &quot;quotes&quot; and&nbsp;space</p>',
  '<!-- a comment --><p>text</p><svg><script>alert(1)</script></svg>',
  '<p><a href="https://example.com" rel="nofollow">rel kept</a></p>',
  'plain text, no tags',
  '',
];

describe('the canvas shows rich text as the published page does (issue 16, decision 029)', () => {
  it.each(SAMPLES)('keeps what the server sanitiser keeps: %s', (html) => {
    expect(normalised(sanitizeRichTextForCanvas(html))).toBe(normalised(sanitizeRichText(html)));
  });

  it('never lets a script, an event handler or a javascript: link through', () => {
    const out = SAMPLES.map(sanitizeRichTextForCanvas).join('\n');
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img|<svg|style=/i);
  });

  it('is the rich-text field transform: a string the Text block sets as its HTML', () => {
    expect(canvasRichText({ value: '<p onclick="x()">Hi</p>' })).toBe('<p>Hi</p>');
    expect(canvasRichText({ value: undefined })).toBe('');
  });
});
