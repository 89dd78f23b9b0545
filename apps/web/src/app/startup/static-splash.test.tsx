import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import indexHtml from '../../../index.html?raw';
import { SplashScreen } from './splash-screen';

/** The markers that legitimately differ: the test id, and the gradient's id (React makes one). */
function normalise(root: Element): void {
  const gradient = root.querySelector('linearGradient');
  const gradientId = gradient?.id ?? '';
  for (const element of [root, ...root.querySelectorAll('*')]) {
    element.removeAttribute('data-static-splash');
    element.removeAttribute('data-testid');
    for (const attribute of [...element.attributes]) {
      if (gradientId && attribute.value.includes(gradientId)) {
        element.setAttribute(attribute.name, attribute.value.replaceAll(gradientId, 'gradient'));
      }
    }
    // Formatting: the same declarations and text, however spaced.
    const style = element.getAttribute('style');
    if (style !== null) element.setAttribute('style', (element as HTMLElement).style.cssText);
    for (const node of [...element.childNodes]) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const text = node.textContent?.trim() ?? '';
      if (text === '') node.remove();
      else node.textContent = text;
    }
  }
}

function parse(html: string, selector: string): Element {
  const element = new DOMParser().parseFromString(html, 'text/html').querySelector(selector);
  if (!element) throw new Error(`Nothing matches ${selector}.`);
  normalise(element);
  return element;
}

describe("index.html's static splash", () => {
  it('is the first frame of the splash React renders over it', () => {
    const staticSplash = parse(indexHtml, '#root > [data-static-splash]');
    const rendered = parse(
      renderToStaticMarkup(<SplashScreen onComplete={() => {}} onFaded={() => {}} />),
      '[data-testid="splash"]',
    );
    expect(staticSplash.outerHTML).toBe(rendered.outerHTML);
  });
});
