import { installMatchMedia } from './match-media';

// Runs on import, before any app module (the theme store reads matchMedia when it is created).
installMatchMedia();

// jsdom lacks the layout APIs Radix primitives and the chat's auto-scroll call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

const elementStubs = {
  scrollIntoView: () => {},
  hasPointerCapture: () => false,
  releasePointerCapture: () => {},
};
for (const [name, stub] of Object.entries(elementStubs)) {
  if (!(name in Element.prototype)) {
    Object.defineProperty(Element.prototype, name, {
      value: stub,
      configurable: true,
      writable: true,
    });
  }
}
