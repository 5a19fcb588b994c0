import { Body, Controller, HttpCode, Post, RequestMethod, SetMetadata } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { addGeneratedRoutes } from '../generated-routes';

describe('addGeneratedRoutes', () => {
  it('adds one decorated handler per entry, each its own function, bound to the instance', () => {
    @Controller()
    class Echo {
      readonly prefix = 'echo';
    }
    addGeneratedRoutes(
      Echo,
      ['a', 'b'].map((name) => ({
        name,
        decorators: [Post(`/api/${name}`), HttpCode(200), SetMetadata('tag', name)],
        parameters: [Body()],
        handler(this: Echo, body: unknown) {
          return `${this.prefix} ${name} ${String(body)}`;
        },
      })),
    );
    const proto = Echo.prototype as unknown as Record<string, (body: unknown) => string>;
    expect(proto.a).not.toBe(proto.b);
    expect(['a', 'b'].map((name) => [Reflect.getMetadata(METHOD_METADATA, proto[name]), Reflect.getMetadata(PATH_METADATA, proto[name]), Reflect.getMetadata(HTTP_CODE_METADATA, proto[name]), Reflect.getMetadata('tag', proto[name])])).toEqual([
      [RequestMethod.POST, '/api/a', 200, 'a'],
      [RequestMethod.POST, '/api/b', 200, 'b'],
    ]);
    expect(Object.keys(Reflect.getMetadata(ROUTE_ARGS_METADATA, Echo, 'a') as object)).toHaveLength(1);
    expect((new Echo() as unknown as Record<string, (body: unknown) => string>).b('hi')).toBe('echo b hi');
  });

  it('refuses to replace a method the class already has', () => {
    class Taken {
      a(): string {
        return 'mine';
      }
    }
    expect(() => addGeneratedRoutes(Taken, [{ name: 'a', decorators: [], handler: () => 'generated' }])).toThrow('Taken already has a method named a');
    expect(new Taken().a()).toBe('mine');
  });
});
