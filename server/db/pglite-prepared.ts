/**
 * A named prepared statement on PGlite, through its public wire-protocol API: `query()` parses,
 * plans and describes the text again on every call (six trips into the database), which is most
 * of the cost of a hot statement whose text never changes. Here the statement is parsed and
 * described once; each call is one Bind/Execute/Sync.
 */
import { protocol, types, type PGlite } from '@electric-sql/pglite';

type Field = { name: string; dataTypeID: number };
type BackendMessage = { name: string; fields?: unknown[] };
type Prepared = { text: string; fields: Field[] };

/** A bind value as PostgreSQL's text input reads it (arrays as array literals). */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map((item) => {
      const text = textOf(item);
      return text === null ? 'NULL' : `"${text.replace(/["\\]/g, '\\$&')}"`;
    });
    return `{${items.join(',')}}`;
  }
  return String(value);
}

/** The statements prepared on each PGlite session: one session, whoever prepares under a name. */
const preparedOn = new WeakMap<PGlite, Map<string, Prepared>>();

/**
 * @returns the rows as `query()` would give them, or null when another transaction is open on
 * the one PGlite session (the caller then waits its turn through `query()`)
 * @example
 * const run = pglitePrepared(client, 'xnfz-counter-batch', 'SELECT …');
 * const rows = (await run(values)) ?? (await client.query(text, values)).rows;
 */
export function pglitePrepared(
  client: PGlite,
  name: string,
  text: string,
): <Row>(values: unknown[]) => Promise<Row[] | null> {
  const known = preparedOn.get(client) ?? new Map<string, Prepared>();
  preparedOn.set(client, known);

  async function prepare(): Promise<Field[]> {
    const earlier = known.get(name);
    if (earlier) {
      if (earlier.text !== text) throw new Error(`prepared statement ${name} has another text`);
      return earlier.fields;
    }
    const { messages } = await client.execProtocol(
      Buffer.concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const description = (messages as BackendMessage[]).find(
      (message) => message.name === 'rowDescription',
    );
    const fields = (description?.fields ?? []) as Field[];
    known.set(name, { text, fields });
    return fields;
  }

  return <Row>(values: unknown[]) =>
    // a statement between another transaction's statements would become part of it
    client.runExclusive(async () => {
      if (client.isInTransaction()) return null;
      const columns = await prepare();
      const { messages } = await client.execProtocol(
        Buffer.concat([
          protocol.serialize.bind({ statement: name, values: values.map(textOf) }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      const rows: Row[] = [];
      for (const message of messages as BackendMessage[]) {
        if (message.name !== 'dataRow') continue;
        const row: Record<string, unknown> = {};
        (message.fields as (string | null)[]).forEach((value, index) => {
          const field = columns[index];
          if (field) row[field.name] = types.parseType(value, field.dataTypeID, client.parsers);
        });
        rows.push(row as Row);
      }
      return rows;
    });
}
