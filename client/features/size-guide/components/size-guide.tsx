// The size guide page's body (spec §1 "a size guide and a size-calculation widget", §3 size guide and size
// radar, §8 'Service is not available'; issue 10): the CMS page's text, the size calculator, and its size
// tables as real tables (caption, column and row headers) that scroll sideways inside their own frame on
// a narrow phone instead of widening the page. The tables are the CMS page's own (shared/domain/size-guide.ts
// reads them as data); the calculator recommends from the same numbers and marks the row in its table.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  chartMeasures,
  findSizeChart,
  parseMeasurement,
  parseSizeGuide,
  recommendSize,
  sizeCharts,
  sizeTablesOf,
  type SizeRecommendation,
  type SizeTable,
} from '#shared/domain/size-guide.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { focusWithoutScroll } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';

export interface SizeGuideBrand {
  slug: string;
  name: string;
}

export interface SizeGuideProps {
  /** The CMS page's HTML (read as text and tables, never injected). */
  content: string;
  /** The brands the shopper may choose (spec §3 size guide: brand). */
  brands: readonly SizeGuideBrand[];
  /** Spec §8: the size service failed — the page shows the warning notification. */
  onUnavailable?: () => void;
}

/** The chart and row the calculator recommended, marked in its table. */
interface Match {
  chartId: string;
  row: number;
}

const tableAnchor = (table: SizeTable, index: number) => `size-chart-${table.id ?? index}`;

export function SizeGuide({ content, brands, onUnavailable }: SizeGuideProps) {
  const t = useT();
  const blocks = useMemo(() => parseSizeGuide(content), [content]);
  const charts = useMemo(() => sizeCharts(sizeTablesOf(blocks)), [blocks]);
  const [match, setMatch] = useState<Match | null>(null);
  const firstTable = blocks.findIndex((block) => block.kind === 'table');
  const calculator = (
    <SizeCalculator
      key="calculator"
      charts={charts}
      brands={brands}
      onResult={(chart, result) => {
        setMatch(chart?.id && result.status === 'ok' ? { chartId: chart.id, row: result.row } : null);
        if (result.status === 'unavailable') onUnavailable?.();
      }}
    />
  );
  let tableIndex = 0;
  return (
    <div className="size-guide" data-testid="size-guide">
      {blocks.map((block, i) => {
        const before =
          i === firstTable
            ? [
                calculator,
                <h2 key="tables-heading" className="size-guide__tables-heading">
                  {t('sizeGuide.tables')}
                </h2>,
              ]
            : [];
        if (block.kind === 'text') return <p key={i}>{block.text}</p>;
        const index = tableIndex++;
        return [
          ...before,
          <SizeTableView
            key={i}
            table={block.table}
            anchor={tableAnchor(block.table, index)}
            matchRow={match && match.chartId === block.table.id ? match.row : null}
            matchLabel={t('sizeGuide.yourSize')}
          />,
        ];
      })}
      {/* A page without tables (a CMS edit without charts) still has the calculator, which says it cannot help. */}
      {firstTable < 0 ? calculator : null}
    </div>
  );
}

function SizeTableView({
  table,
  anchor,
  matchRow,
  matchLabel,
}: {
  table: SizeTable;
  anchor: string;
  matchRow: number | null;
  matchLabel: string;
}) {
  const captionId = `${anchor}-caption`;
  return (
    // A labelled, focusable frame: keyboard users can scroll a table wider than the phone (WCAG 2.1.1).
    <div className="size-table" role="region" aria-labelledby={captionId} tabIndex={0} id={anchor}>
      <table className="size-table__table">
        {table.caption ? <caption id={captionId}>{table.caption}</caption> : null}
        <thead>
          <tr>
            {table.columns.map((column, i) => (
              <th key={i} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr
              key={r}
              className={r === matchRow ? 'size-table__row size-table__row--match' : 'size-table__row'}
              aria-current={r === matchRow ? 'true' : undefined}
            >
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                    {r === matchRow ? <span className="visually-hidden"> ({matchLabel})</span> : null}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Known codes of the charts' data attributes and their labels; an unknown code is shown as written. */
const STYLE_LABELS: Record<string, MessageKey> = {
  shoes: 'sizeGuide.style.shoes',
  clothing: 'sizeGuide.style.clothing',
};
const AGE_LABELS: Record<string, MessageKey> = { adult: 'sizeGuide.age.adult', kids: 'sizeGuide.age.kids' };
const GENDER_LABELS: Record<string, MessageKey> = {
  women: 'sizeGuide.gender.women',
  men: 'sizeGuide.gender.men',
  unisex: 'sizeGuide.gender.unisex',
};
const GENDER_ORDER = Object.keys(GENDER_LABELS);

const unique = (values: readonly string[]) => [...new Set(values)];
/** A control's value (client code is type-checked for the worker too, without the DOM library). */
const valueOf = (target: unknown): string => String((target as { value?: unknown }).value ?? '');

type CalculatorResult = SizeRecommendation | { status: 'invalid' };

function SizeCalculator({
  charts,
  brands,
  onResult,
}: {
  charts: readonly SizeTable[];
  brands: readonly SizeGuideBrand[];
  onResult: (chart: SizeTable | null, result: SizeRecommendation) => void;
}) {
  const t = useT();
  const headingId = 'size-calculator-title';
  const label = (labels: Record<string, MessageKey>, code: string) => (labels[code] ? t(labels[code]) : code);
  const styles = unique(charts.map((chart) => chart.scope?.productStyle ?? ''));
  const ages = unique(charts.map((chart) => chart.scope?.age ?? ''));
  const genders = unique(charts.flatMap((chart) => chart.scope?.genders ?? [])).sort(
    (a, b) => (GENDER_ORDER.indexOf(a) + 1 || 99) - (GENDER_ORDER.indexOf(b) + 1 || 99),
  );

  const [brand, setBrand] = useState('');
  const [gender, setGender] = useState(genders[0] ?? 'women');
  const [age, setAge] = useState(ages[0] ?? 'adult');
  const [productStyle, setProductStyle] = useState(styles[0] ?? 'shoes');
  // A product's "Size guide" link names its chart (shared/domain/size-guide-choice.ts). Applied once, after
  // hydration: the page may come from the edge cache, rendered for the bare url.
  const [query] = useSearchParams();
  const fromLink = useRef(false);
  useEffect(() => {
    if (fromLink.current) return;
    fromLink.current = true;
    const pick = (name: string, allowed: readonly string[], set: (value: string) => void) => {
      const value = query.get(name);
      if (value && allowed.includes(value)) set(value);
    };
    pick(
      'brand',
      brands.map((b) => b.slug),
      setBrand,
    );
    pick('gender', genders, setGender);
    pick('age', ages, setAge);
    pick('style', styles, setProductStyle);
  }, [query, brands, genders, ages, styles]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ chart: SizeTable | null; outcome: CalculatorResult } | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const chart = findSizeChart(charts, { brand, gender, age, productStyle });
  const measures = chart ? chartMeasures(chart) : [];

  /** A changed choice makes the shown size stale. */
  const choose = (set: (value: string) => void) => (event: { currentTarget: unknown }) => {
    set(valueOf(event.currentTarget));
    setResult(null);
    setErrors({});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors: Record<string, string> = {};
    const measurements: Record<string, number> = {};
    for (const { measure } of measures) {
      const raw = values[measure] ?? '';
      const value = parseMeasurement(raw);
      if (raw.trim() === '') nextErrors[measure] = t('sizeGuide.required');
      else if (!(value > 0)) nextErrors[measure] = t('sizeGuide.invalidMeasurement');
      else measurements[measure] = value;
    }
    setErrors(nextErrors);
    const firstInvalid = measures.find(({ measure }) => nextErrors[measure]);
    if (firstInvalid) {
      setResult(null);
      focusWithoutScroll(inputs.current.get(firstInvalid.measure));
      return;
    }
    const outcome = recommendSize(chart, measurements);
    setResult({ chart, outcome });
    onResult(chart, outcome);
  };

  const outcome = result?.outcome;
  return (
    <section className="size-calculator" aria-labelledby={headingId} data-testid="size-calculator">
      <h2 id={headingId}>{t('sizeGuide.calculator')}</h2>
      <form className="size-calculator__form" noValidate onSubmit={onSubmit}>
        <div className="size-calculator__choices">
          <Select
            label={t('sizeGuide.brand')}
            name="brand"
            value={brand}
            onChange={choose(setBrand)}
            options={[
              { value: '', label: t('sizeGuide.anyBrand') },
              ...brands.map((b) => ({ value: b.slug, label: b.name })),
            ]}
          />
          <Select
            label={t('sizeGuide.productStyle')}
            name="productStyle"
            value={productStyle}
            onChange={choose(setProductStyle)}
            options={styles.map((code) => ({ value: code, label: label(STYLE_LABELS, code) }))}
          />
          <Select
            label={t('sizeGuide.gender')}
            name="gender"
            value={gender}
            onChange={choose(setGender)}
            options={genders.map((code) => ({ value: code, label: label(GENDER_LABELS, code) }))}
          />
          <Select
            label={t('sizeGuide.age')}
            name="age"
            value={age}
            onChange={choose(setAge)}
            options={ages.map((code) => ({ value: code, label: label(AGE_LABELS, code) }))}
          />
        </div>
        {chart ? (
          <fieldset className="size-calculator__measures">
            <legend>{t('sizeGuide.measurements', { chart: chart.caption })}</legend>
            {measures.map(({ measure, label: measureLabel }) => (
              <Input
                key={`${chart.id}-${measure}`}
                ref={(input) => {
                  if (input) inputs.current.set(measure, input);
                  else inputs.current.delete(measure);
                }}
                label={measureLabel}
                name={measure}
                inputMode="decimal"
                autoComplete="off"
                required
                value={values[measure] ?? ''}
                error={errors[measure]}
                onChange={(event) => {
                  setValues({ ...values, [measure]: valueOf(event.currentTarget) });
                  setResult(null);
                }}
              />
            ))}
          </fieldset>
        ) : (
          <p className="message message--warning">{t('service.unavailable')}</p>
        )}
        <Button type="submit" variant="primary">
          {t('sizeGuide.submit')}
        </Button>
      </form>
      {/* Read out when a recommendation appears. */}
      <div className="size-calculator__result" aria-live="polite" data-testid="size-result">
        {outcome?.status === 'ok' ? (
          <>
            <p className="size-calculator__size">
              {t('sizeGuide.result')} <strong>{`${outcome.size.size} ${outcome.size.type}`}</strong>
              {outcome.alternates.length > 0
                ? ` (${outcome.alternates.map((alt) => `${alt.size} ${alt.type}`).join(', ')})`
                : null}
            </p>
            {result?.chart?.caption ? (
              <p className="size-calculator__chart">{t('sizeGuide.byChart', { chart: result.chart.caption })}</p>
            ) : null}
          </>
        ) : outcome?.status === 'out-of-range' ? (
          <p className="message message--info">{t('sizeGuide.noSize')}</p>
        ) : outcome?.status === 'unavailable' && chart ? (
          <p className="message message--warning">{t('service.unavailable')}</p>
        ) : null}
      </div>
    </section>
  );
}
