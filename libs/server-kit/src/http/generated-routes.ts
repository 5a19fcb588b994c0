import type { Type } from '@nestjs/common';

/** One handler to add to a controller class: its method name, Nest's method and parameter decorators, and its body. */
export interface GeneratedRoute<T> {
  name: string;
  /** Method decorators (`Post(path)`, `HttpCode(200)`, `UseGuards(...)`, role metadata...). */
  decorators: MethodDecorator[];
  /** Parameter decorators, by position (`[Body()]`). */
  parameters?: ParameterDecorator[];
  handler: (this: T, ...args: never[]) => unknown;
}

/**
 * Adds handlers to a controller class from a list (e.g. the contracts' AI_OPERATIONS), decorated
 * as if written by hand: one method per entry, each its own function, so Nest's route metadata and
 * a guard's `context.getHandler()` see one handler per route.
 */
export function addGeneratedRoutes<T>(controller: Type<T>, routes: readonly GeneratedRoute<T>[]): void {
  const proto = controller.prototype as object;
  for (const route of routes) {
    if (Object.prototype.hasOwnProperty.call(proto, route.name)) throw new Error(`${controller.name} already has a method named ${route.name}`);
    Object.defineProperty(proto, route.name, { value: route.handler, writable: true, configurable: true, enumerable: false });
    const descriptor = Object.getOwnPropertyDescriptor(proto, route.name) as PropertyDescriptor;
    for (const decorate of route.decorators) decorate(proto, route.name, descriptor);
    route.parameters?.forEach((decorate, index) => decorate(proto, route.name, index));
  }
}
