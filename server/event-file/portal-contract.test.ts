// One definition of the portal configuration (issue 14, docs/decisions/0018-one-portal-config.md): the elements read
// their config with shared/portal/portal-config.ts, the event file's `portal` section is that schema with stricter
// authoring rules and defaults, and both have the same keys, nesting and choices, the choices taken from shared/.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../../shared/portal/portal-config.js';
import { configSchema } from '../../src/react/core/config/config-schema.js';
import * as clientTypes from '../../src/react/core/config/config-types.js';
import { importsOf, redefinitionsOf } from '../test-support/source-scan.js';
import { portalSection } from './sections/portal.js';

/** A schema's shape: objects by key, lists by item, choices as their options; other values by their kind. */
type Shape =
  | string
  | { choices: readonly unknown[] }
  | { literal: unknown }
  | { oneOf: Shape[] }
  | { list: Shape }
  | { record: Shape }
  | { [key: string]: Shape };

function zodShape(schema: z.core.$ZodType): Shape {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'optional':
    case 'default':
      return zodShape(def['innerType'] as z.core.$ZodType);
    case 'pipe':
      return zodShape(def['in'] as z.core.$ZodType);
    case 'object':
      return Object.fromEntries(
        Object.entries(def['shape'] as Record<string, z.core.$ZodType>).map(([key, value]) => [key, zodShape(value)]),
      );
    case 'array':
      return { list: zodShape(def['element'] as z.core.$ZodType) };
    case 'record':
      return { record: zodShape(def['valueType'] as z.core.$ZodType) };
    case 'enum':
      return { choices: Object.values(def['entries'] as Record<string, unknown>) };
    case 'literal':
      return { literal: (def['values'] as unknown[])[0] };
    case 'union':
      return { oneOf: (def['options'] as z.core.$ZodType[]).map(zodShape) };
    default:
      return def.type;
  }
}

type AnySchema = v.GenericSchema & Record<string, unknown>;

function valibotShape(schema: AnySchema): Shape {
  switch (schema.type) {
    case 'optional':
      return valibotShape(schema['wrapped'] as AnySchema);
    case 'object':
    case 'strict_object':
      return Object.fromEntries(
        Object.entries(schema['entries'] as Record<string, AnySchema>).map(([key, value]) => [
          key,
          valibotShape(value),
        ]),
      );
    case 'array':
      return { list: valibotShape(schema['item'] as AnySchema) };
    case 'record':
      return { record: valibotShape(schema['value'] as AnySchema) };
    case 'picklist':
      return { choices: schema['options'] as readonly unknown[] };
    case 'literal':
      return { literal: schema['literal'] };
    case 'union':
    case 'variant':
      return { oneOf: (schema['options'] as AnySchema[]).map(valibotShape) };
    case 'unknown':
      // Any value here for the elements; the event file may narrow it (override texts are strings there).
      return expect.any(String) as unknown as string;
    default:
      return schema.type;
  }
}

describe('the portal configuration', () => {
  it('has the same keys, nesting, value kinds and choices in the event file and in the elements', () => {
    expect(zodShape(portalSection)).toEqual(valibotShape(shared.portalConfigSchema as unknown as AnySchema));
    // A smoke check that the walk sees deep enough to mean something.
    expect(valibotShape(shared.portalConfigSchema as unknown as AnySchema)).toMatchObject({
      loginType: { choices: shared.LOGIN_TYPES },
      chat: { tabs: { list: { choices: shared.CHAT_CONFIG_TABS } } },
      registration: { fields: { list: { type: { choices: shared.REGISTRATION_FIELD_TYPES } } } },
    });
  });

  it("is the very schema the elements read with, plus only the elements' own keys", () => {
    for (const [key, entry] of Object.entries(shared.portalConfigEntries)) {
      expect(configSchema.entries[key as keyof typeof configSchema.entries]).toBe(entry);
    }
    expect(
      Object.keys(configSchema.entries)
        .filter((key) => !(key in shared.portalConfigEntries))
        .sort(),
    ).toEqual(['apiType', 'apiUrl', 'fallbackLanguage', 'routing']);
    expect(clientTypes.LANGUAGES).toBe(shared.LANGUAGES);
    expect(clientTypes.LOGIN_TYPES).toBe(shared.LOGIN_TYPES);
  });

  it('is read from shared/ by both sides, and no name of it is defined again in server/ or src/', async () => {
    expect(await importsOf('server/event-file/sections/portal.ts')).toContain(
      '../../../shared/portal/portal-config.js',
    );
    expect(await importsOf('src/react/core/config/config-schema.ts')).toContain(
      '../../../../shared/portal/portal-config.js',
    );
    const { names, redefinitions } = await redefinitionsOf('shared/portal');
    expect(names).toContain('portalConfigSchema');
    expect(names).toContain('LANGUAGES');
    expect(redefinitions).toEqual([]);
  });

  it('imports only sections the elements accept: every default-filled section passes the shared schema', () => {
    const filled = portalSection.parse({
      registration: { fields: [{ code: 'business' }] },
      arenaChat: { link: 'https://arena.example/embed' },
      chat: { isEnabled: true },
    });
    expect(v.safeParse(shared.portalConfigSchema, filled).success).toBe(true);
  });
});
