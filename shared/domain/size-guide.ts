// Size guide and size calculator (spec §3 "Size guide: brand, gender, age, productStyle, metaCollection.
// Size radar: size, type"; spec §8 'Service is not available'; issue 10 "Home, menu and brand pages").
// The size tables are shop content: the CMS page `size-guide` holds them as HTML tables, and a table that
// is a size chart says so in data attributes (what it is for, which columns are sizes and which are body
// measurements), so the shop edits one place and the page, the calculator and any other API client read
// the same numbers. Pure and isomorphic: the server renders the tables, the browser runs the calculator.
//
//   <table data-size-chart="shoes-adult" data-style="shoes" data-age="adult" data-gender="women men"
//          data-brand="…" data-collection="…">                      (brand, collection: optional)
//     <caption>…</caption>
//     <thead><tr><th data-size-type="RU">…</th><th data-measure="foot">Foot length, cm</th>…</tr></thead>
//     <tbody><tr><td>35</td><td>22,5</td>…</tr>…</tbody>
//   </table>
//
// A measure cell is the body measurement (cm) the size is made for; the recommended size is the smallest
// one that is at least as big as every measurement given. No HTML from the CMS reaches the page as markup:
// tables become data, everything else plain text (shared/domain/text.ts).
import { htmlToText } from './text';

/** A column of a size table: a size system (`RU`, `EU`, `INT`), a body measurement, or plain information. */
export interface SizeColumn {
  label: string;
  /** `data-size-type`: the size system this column names sizes in. */
  sizeType?: string;
  /** `data-measure`: the body measurement (cm) this column holds (`foot`, `chest`, `waist`, `hips`, `height`). */
  measure?: string;
}

/** What a size chart is for (its table's data attributes): the spec §3 size guide fields. */
export interface SizeChartScope {
  productStyle: string;
  age: string;
  /** Empty: every gender. */
  genders: readonly string[];
  brand: string | null;
  metaCollection: string | null;
}

export interface SizeTable {
  /** `data-size-chart`, or null for a table that is not a size chart (shown, never used to recommend). */
  id: string | null;
  caption: string;
  columns: SizeColumn[];
  /** Body rows, one text per column. */
  rows: string[][];
  scope: SizeChartScope | null;
}

export type SizeGuideBlock = { kind: 'text'; text: string } | { kind: 'table'; table: SizeTable };

/** The spec §3 size guide query (the shopper's choices). Empty brand / collection: any. */
export interface SizeGuideQuery {
  brand?: string;
  gender: string;
  age: string;
  productStyle: string;
  metaCollection?: string;
}

/** Spec §3 size radar: a size and the system it is in. */
export interface SizeRadar {
  size: string;
  type: string;
}

export type SizeRecommendation =
  | { status: 'ok'; row: number; size: SizeRadar; alternates: SizeRadar[] }
  /** The measurements are outside every size of the chart. */
  | { status: 'out-of-range' }
  /** No chart, or one the calculator cannot read (spec §8 'Service is not available'). */
  | { status: 'unavailable' };

const TABLE = /<table\b([^>]*)>([\s\S]*?)<\/table\s*>/gi;
const ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr\s*>/gi;
const CELL = /<(th|td)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const CAPTION = /<caption\b[^>]*>([\s\S]*?)<\/caption\s*>/i;
const THEAD = /<thead\b[^>]*>([\s\S]*?)<\/thead\s*>/i;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    attributes[name] = htmlToText(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const words = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);
const orNull = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

interface ParsedRow {
  cells: Array<{ header: boolean; attributes: Record<string, string>; text: string }>;
}

function rowsOf(html: string): ParsedRow[] {
  return [...html.matchAll(ROW)].map((row) => ({
    cells: [...(row[1] ?? '').matchAll(CELL)].map((cell) => ({
      header: (cell[1] ?? '').toLowerCase() === 'th',
      attributes: attributesOf(cell[2] ?? ''),
      text: htmlToText(cell[3] ?? ''),
    })),
  }));
}

/** One `<table>`: its caption, the header row's columns (thead, else a first row of only <th>s), the body. */
export function parseSizeTable(openingTag: string, inner: string): SizeTable | null {
  const attributes = attributesOf(openingTag);
  const caption = htmlToText(CAPTION.exec(inner)?.[1] ?? '');
  const head = THEAD.exec(inner);
  let headerRows = head ? rowsOf(head[1] ?? '') : [];
  let bodyRows = rowsOf(head ? inner.replace(THEAD, '') : inner);
  if (headerRows.length === 0 && bodyRows[0]?.cells.every((cell) => cell.header)) {
    headerRows = bodyRows.slice(0, 1);
    bodyRows = bodyRows.slice(1);
  }
  const header = headerRows[headerRows.length - 1];
  if (!header || header.cells.length === 0) return null;
  const columns: SizeColumn[] = header.cells.map((cell) => {
    const column: SizeColumn = { label: cell.text };
    const sizeType = orNull(cell.attributes['data-size-type']);
    const measure = orNull(cell.attributes['data-measure']);
    if (sizeType) column.sizeType = sizeType;
    if (measure) column.measure = measure;
    return column;
  });
  const rows = bodyRows
    .map((row) => columns.map((_, i) => row.cells[i]?.text ?? ''))
    .filter((row) => row.some((text) => text !== ''));
  const id = orNull(attributes['data-size-chart']);
  const productStyle = orNull(attributes['data-style']);
  const age = orNull(attributes['data-age']);
  const scope: SizeChartScope | null =
    id && productStyle && age
      ? {
          productStyle,
          age,
          genders: words(attributes['data-gender']),
          brand: orNull(attributes['data-brand']),
          metaCollection: orNull(attributes['data-collection']),
        }
      : null;
  return { id, caption, columns, rows, scope };
}

/** The CMS page's content as text paragraphs and tables, in their order. */
export function parseSizeGuide(html: string): SizeGuideBlock[] {
  const blocks: SizeGuideBlock[] = [];
  const pushText = (fragment: string) => {
    for (const text of htmlToText(fragment).split(/\n+/)) {
      if (text.trim() !== '') blocks.push({ kind: 'text', text: text.trim() });
    }
  };
  let last = 0;
  for (const match of html.matchAll(TABLE)) {
    pushText(html.slice(last, match.index));
    const table = parseSizeTable(match[1] ?? '', match[2] ?? '');
    if (table) blocks.push({ kind: 'table', table });
    last = match.index + match[0].length;
  }
  pushText(html.slice(last));
  return blocks;
}

export function sizeTablesOf(blocks: readonly SizeGuideBlock[]): SizeTable[] {
  return blocks.flatMap((block) => (block.kind === 'table' ? [block.table] : []));
}

/** The charts the calculator can use: scoped tables with a size column and a measure column. */
export function sizeCharts(tables: readonly SizeTable[]): SizeTable[] {
  return tables.filter(
    (table) =>
      table.scope !== null &&
      table.rows.length > 0 &&
      table.columns.some((column) => column.sizeType) &&
      table.columns.some((column) => column.measure),
  );
}

/**
 * The chart for a query: same product style and age, the gender among the chart's (or a chart for every
 * gender); a chart of the chosen brand (collection) wins over the shop's general one.
 */
export function findSizeChart(charts: readonly SizeTable[], query: SizeGuideQuery): SizeTable | null {
  let best: { chart: SizeTable; rank: number } | null = null;
  for (const chart of charts) {
    const scope = chart.scope;
    if (!scope || scope.productStyle !== query.productStyle || scope.age !== query.age) continue;
    if (scope.genders.length > 0 && !scope.genders.includes(query.gender)) continue;
    if (scope.brand !== null && scope.brand !== (query.brand || null)) continue;
    if (scope.metaCollection !== null && scope.metaCollection !== (query.metaCollection || null)) continue;
    const rank = (scope.brand ? 2 : 0) + (scope.metaCollection ? 1 : 0);
    if (!best || rank > best.rank) best = { chart, rank };
  }
  return best?.chart ?? null;
}

/** The measures a chart asks for, in column order. */
export function chartMeasures(chart: SizeTable): Array<{ measure: string; label: string }> {
  return chart.columns.flatMap((column) => (column.measure ? [{ measure: column.measure, label: column.label }] : []));
}

/** A measurement as a shopper or a shop writes it: `22,5`, `22.5`, ` 90 `. NaN when it is none. */
export function parseMeasurement(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The row a measurement asks for, or null when it is outside the column's sizes. */
function rowFor(values: readonly number[], measurement: number): number | null {
  const index = values.findIndex((value) => value >= measurement);
  if (index < 0) return null;
  if (index === 0) {
    // Below the smallest size by more than one size step: this chart has nothing that small.
    const step = values.length > 1 ? (values[1] as number) - (values[0] as number) : (values[0] as number) * 0.1;
    if (measurement < (values[0] as number) - step) return null;
  }
  return index;
}

/**
 * Spec §3 size radar: the size of a chart for the shopper's measurements (cm, by measure). Each measure
 * picks the smallest size that fits it; the largest of those picks fits them all.
 */
export function recommendSize(
  chart: SizeTable | null,
  measurements: Readonly<Record<string, number>>,
): SizeRecommendation {
  if (!chart) return { status: 'unavailable' };
  const sizeColumns = chart.columns.flatMap((column, i) => (column.sizeType ? [{ i, type: column.sizeType }] : []));
  const measureColumns = chart.columns.flatMap((column, i) =>
    column.measure && Number.isFinite(measurements[column.measure])
      ? [{ i, value: measurements[column.measure]! }]
      : [],
  );
  if (sizeColumns.length === 0 || measureColumns.length === 0) return { status: 'unavailable' };
  let row = -1;
  for (const { i, value } of measureColumns) {
    const values = chart.rows.map((cells) => parseMeasurement(cells[i] ?? ''));
    // A chart whose measures are not ascending numbers cannot be read (a CMS editing slip).
    if (values.some((v, k) => Number.isNaN(v) || (k > 0 && v < (values[k - 1] as number)))) {
      return { status: 'unavailable' };
    }
    const picked = rowFor(values, value);
    if (picked === null) return { status: 'out-of-range' };
    row = Math.max(row, picked);
  }
  const cells = chart.rows[row] ?? [];
  const [primary, ...others] = sizeColumns.map(({ i, type }) => ({ size: cells[i] ?? '', type }));
  if (!primary || primary.size === '') return { status: 'unavailable' };
  return { status: 'ok', row, size: primary, alternates: others.filter((other) => other.size !== '') };
}
