/**
 * Operator content (help articles, notices) is HTML written in the back office. Before it goes into
 * dangerouslySetInnerHTML we parse it inertly and drop scripts, embedded documents, event handler
 * attributes and javascript: URLs. The server's CSP (no inline script) is the second line.
 */
const DROP_ELEMENTS = 'script,style,iframe,frame,frameset,object,embed,link,meta,base,form,noscript,template';
const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster']);

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP_ELEMENTS).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a URL scheme (`java\tscript:`).
      // eslint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'style') el.removeAttribute(attr.name);
      else if (
        URL_ATTRS.has(name) &&
        (value.startsWith('javascript:') || value.startsWith('vbscript:') || value.startsWith('data:text'))
      )
        el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank')
      el.setAttribute('rel', 'noopener noreferrer');
  });
  return doc.body.innerHTML;
}
