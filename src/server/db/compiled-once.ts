import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';
import { type Db, isPostgres } from './database.ts';
import { prepareOnEveryConnection } from './postgres-prepared-statements.ts';

/** A query compiled with stand-ins for its values, and where each of its parameters comes from. */
type Template<Source> = { query: CompiledQuery; sources: (Source | { constant: unknown })[] };

/**
 * The compiled template of each shape of a query, per database: compiled on the shape's first run,
 * its stand-ins found among its parameters (`sourceOf` answers where one's value comes from, or
 * null for a constant of the query), and prepared once per PostgreSQL connection.
 */
function templatesByShape<Source>(sourceOf: (parameter: unknown) => Source | null) {
  const templates = new WeakMap<Db, Map<string, Template<Source>>>();
  return (db: Db, shape: string, compile: () => CompiledQuery): Template<Source> => {
    let byShape = templates.get(db);
    if (!byShape) {
      byShape = new Map();
      templates.set(db, byShape);
    }
    let template = byShape.get(shape);
    if (!template) {
      const query = compile();
      const sources = query.parameters.map((parameter) => sourceOf(parameter) ?? { constant: parameter });
      if (isPostgres(db)) prepareOnEveryConnection(query.sql);
      template = { query, sources };
      byShape.set(shape, template);
    }
    return template;
  };
}

async function runTemplate<Row>(db: Db, query: CompiledQuery, parameters: unknown[]): Promise<Row[]> {
  const result = await db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
  return result.rows;
}

/** Stands in for an argument while a query is compiled; its place in the parameters marks the argument's. */
class Placeholder {
  constructor(readonly argument: number) {}
}

/** An argument of a compiled-once query: a value, or a list bound as one parameter per item. */
type Argument = string | number | readonly (string | number)[];

/**
 * A query that the hottest catalogue reads run on every request, built and compiled by Kysely once
 * per database (and per list length) instead of each time, and prepared once per connection on
 * PostgreSQL: building, compiling, parsing and planning cost more than the reads themselves
 * (docs/decisions/0131-the-catalogues-hot-reads-are-compiled-once-and.md). `build` must only pass its arguments on to Kysely as values, never branch on
 * them: it is called with placeholders, and each call binds the real arguments where the
 * placeholders landed. A list takes one parameter per item, so its length is part of the shape.
 */
export function compiledOnce<Args extends readonly Argument[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const templateFor = templatesByShape((parameter) =>
    parameter instanceof Placeholder ? { argument: parameter.argument } : null,
  );

  return (db, ...args) => {
    const shape = args.map((argument) => (Array.isArray(argument) ? argument.length : '.')).join(',');
    const { query, sources } = templateFor(db, shape, () => {
      const placeholders = args.map((argument, index) =>
        Array.isArray(argument) ? argument.map(() => new Placeholder(index)) : new Placeholder(index),
      ) as unknown as Args;
      return build(db, ...placeholders).compile();
    });
    // A list's items fill its placeholders in order.
    const listPositions = new Map<number, number>();
    const parameters = sources.map((source) => {
      if ('constant' in source) return source.constant;
      const argument = args[source.argument];
      if (!Array.isArray(argument)) return argument;
      const position = listPositions.get(source.argument) ?? 0;
      listPositions.set(source.argument, position + 1);
      return argument[position];
    });
    return runTemplate<Row>(db, query, parameters);
  };
}

/** Stands in for a named value while a statement of compiledPerShape is compiled. */
class ValueSlot {
  constructor(readonly name: string) {}
}

/** A value a statement compiled once per shape binds afresh on every run. */
type Bindable = string | number;

/**
 * A statement that comes in a few shapes (a card or a pay-later order, a slot hold to end or not),
 * built and compiled by Kysely once per shape and database instead of on every run, and prepared
 * once per PostgreSQL connection (decision 0209). `shapeKey` must tell every shape apart: `build`
 * runs only for a shape's first statement. `build` gets `values` as stand-ins and must only pass
 * them on to Kysely as values, never read, branch on or serialise them; each run binds the real
 * values where the stand-ins landed. Every statement of a shape names the same values.
 */
export function compiledPerShape<Shape, Values extends Record<string, Bindable>, Row>(
  shapeKey: (shape: Shape) => string,
  build: (db: Db, shape: Shape, values: Values) => CompiledQuery<Row>,
): (db: Db, shape: Shape, values: Values) => Promise<Row[]> {
  const templateFor = templatesByShape((parameter) =>
    parameter instanceof ValueSlot ? { value: parameter.name } : null,
  );

  return (db, shape, values) => {
    const { query, sources } = templateFor(db, shapeKey(shape), () => {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new ValueSlot(name)]));
      return build(db, shape, slots as unknown as Values);
    });
    const parameters = sources.map((source) =>
      'constant' in source ? source.constant : values[source.value],
    );
    return runTemplate<Row>(db, query, parameters);
  };
}
