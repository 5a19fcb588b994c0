/**
 * jsdom lacks a few browser APIs that Chakra UI v3 (Ark/Zag) and react-router expect.
 * The stand-ins below are minimal and behave like a desktop-width browser.
 */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// Zag's press tracking (checkboxes, sliders) builds PointerEvents on blur; jsdom has none.
if (typeof window.PointerEvent !== 'function') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollTo = function scrollTo() {} as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  window.localStorage.clear();
});

/**
 * Zag's toast group subscribes to the toaster store in a requestAnimationFrame after mount, which
 * React reports as an update outside act(). It carries no state the tests look at; only that one
 * warning is muted, everything else still reaches the console.
 */
// A plain replacement, not jest.spyOn: the config's restoreMocks would undo a spy after each test.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [first, second] = args;
  if (typeof first === 'string' && first.includes('not wrapped in act') && (second === 'Toaster' || first.includes('Toaster'))) return;
  consoleError(...args);
};
