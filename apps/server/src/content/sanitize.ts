/**
 * Staff HTML (notices, news) is sanitised ON WRITE (DESIGN.md): what the database holds can be
 * rendered as it is. Scripts, event handlers (onerror=…), styles, iframes, forms and javascript:
 * URLs never survive; text, lists, emphasis, links and images do.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'div',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // <script>…</script> and <style>…</style> go away with their content, not as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // Every picture has a text alternative: an image written without one is marked decorative (alt="").
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

/** The one sanitiser of staff HTML: every write of a notice goes through it. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(typeof html === 'string' ? html : '', OPTIONS).trim();
}
