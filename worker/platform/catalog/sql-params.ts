// Bound parameters of one SQL statement. Values are never concatenated into SQL: each `bind` returns a
// numbered placeholder (`?3`). Equal values share one placeholder, which keeps statements under D1's
// limit of 100 bound parameters (contract-size `in` lists travel as ONE JSON parameter, see jsonList).
export type SqlValue = string | number | null;

export class SqlParams {
  readonly values: SqlValue[] = [];
  private readonly slots = new Map<string, number>();

  bind(value: SqlValue): string {
    const key = value === null ? 'null' : `${typeof value}:${value}`;
    let slot = this.slots.get(key);
    if (slot === undefined) {
      this.values.push(value);
      slot = this.values.length;
      this.slots.set(key, slot);
    }
    return `?${slot}`;
  }

  /** A list as one JSON parameter, read back with `(SELECT value FROM json_each(?n))`. */
  jsonList(values: readonly string[]): string {
    return `(SELECT value FROM json_each(${this.bind(JSON.stringify(values))}))`;
  }
}

/** D1 rejects statements with more than 100 bound parameters. */
export const D1_MAX_BOUND_PARAMETERS = 100;
