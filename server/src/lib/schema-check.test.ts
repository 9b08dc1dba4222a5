import { Nullable } from '@portal/contracts';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { schemaErrors, schemaProblem } from './schema-check.js';
import { textLength } from './text-length.js';
import { describeValidation } from './validation-messages.js';

const EMOJI = '😀'; // two UTF-16 units, one character

describe('counting characters', () => {
  it('counts an emoji (a surrogate pair) as one character, as the request schemas do', () => {
    expect(EMOJI.length).toBe(2);
    expect(textLength(EMOJI.repeat(200))).toBe(200);
    expect(textLength(`ab${EMOJI}c`)).toBe(4);
    expect(textLength('')).toBe(0);
    // A surrogate without its partner still counts as one.
    expect(textLength('\ud83d')).toBe(1);
    expect(textLength('\ude00x')).toBe(2);
  });
});

describe('checking a value a handler read itself', () => {
  const Fields = Type.Object(
    {
      name: Type.Optional(Type.String({ maxLength: 3 })),
      count: Type.Optional(Type.Integer()),
      status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('solved')])),
    },
    { additionalProperties: false },
  );

  it('counts lengths in characters: three emoji fit a limit of three', () => {
    expect(schemaErrors(Fields, { name: EMOJI.repeat(3) })).toBeNull();
    const problem = schemaProblem(Fields, { name: EMOJI.repeat(4) });
    expect(problem).toBeInstanceOf(HttpError);
    expect(problem).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      field: 'name',
      message: 'Invalid "name": at most 3 characters.',
    });
  });

  it('answers in the words of the route validator', () => {
    expect(schemaProblem(Fields, { count: 'x' })?.message).toBe('Invalid "count": must be a whole number.');
    expect(schemaProblem(Fields, { nickname: 'x' })?.message).toBe(
      'The field "nickname" is not allowed here.',
    );
    expect(schemaProblem(Fields, { status: 'closed' })?.message).toBe(
      'Invalid "status": choose one of open, solved.',
    );
  });
});

describe('the words for a field with a fixed list of values', () => {
  const describe_ = (schema: Parameters<typeof schemaErrors>[0], value: unknown) =>
    describeValidation('body', schemaErrors(schema, value) ?? []);

  it('lists the values of a union of literals, of a nullable one and of an enum', () => {
    const Status = Type.Object({ status: Type.Union([Type.Literal('open'), Type.Literal('closed')]) });
    expect(describe_(Status, { status: 'gone' })).toEqual({
      message: 'Invalid "status": choose one of open, closed.',
      field: 'status',
    });
    const Maybe = Type.Object({ size: Nullable(Type.Union([Type.Literal(10), Type.Literal(20)])) });
    expect(describe_(Maybe, { size: 15 }).message).toBe('Invalid "size": choose one of 10, 20.');
    const Listed = Type.Object({ kind: Type.Unsafe<string>({ type: 'string', enum: ['a', 'b'] }) });
    expect(describe_(Listed, { kind: 'c' }).message).toBe('Invalid "kind": choose one of a, b.');
  });

  it('names the one value a lone literal takes, and finds the list inside an array', () => {
    const Confirm = Type.Object({ confirm: Type.Literal(true) });
    expect(describe_(Confirm, { confirm: false }).message).toBe('Invalid "confirm": it must be true.');
    const Tags = Type.Object({ tags: Type.Array(Type.Union([Type.Literal('x'), Type.Literal('y')])) });
    expect(describe_(Tags, { tags: ['x', 'z'] })).toEqual({
      message: 'Invalid "tags" (entry 2): choose one of x, y.',
      field: 'tags.1',
    });
  });

  it('tells the first problem of a union that is not only fixed values', () => {
    const Mixed = Type.Object({ size: Type.Union([Type.Integer({ minimum: 1 }), Type.Literal('all')]) });
    expect(describe_(Mixed, { size: 0 }).message).toBe('Invalid "size": must be at least 1.');
  });

  it('says that a field of a type or null may also be left empty', () => {
    const Assignee = Type.Object({ assigned_to: Nullable(Type.Integer()) });
    expect(describe_(Assignee, { assigned_to: [5] }).message).toBe(
      'Invalid "assigned_to": must be a whole number or empty.',
    );
  });
});
