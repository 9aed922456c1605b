import { ArrowLeft } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import {
  type CatalogueImportResult,
  type ImportChange,
  MAX_IMPORT_CSV_LENGTH,
} from '../../../../domain/schemas/catalogue-import.ts';
import { DataTable } from '../../../components/back-office/data-table.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useApplyImport, usePreviewImport } from '../api/catalogue-import.ts';

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold text-sm disabled:cursor-not-allowed disabled:opacity-60';
const primary = `${button} bg-amber-500 text-black hover:bg-amber-400`;
const secondary = `${button} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100`;

const FIELD_LABELS: Record<ImportChange['field'], string> = {
  stock: 'Stock',
  price: 'Price',
  member_price: 'Member price',
  vat_rate: 'VAT rate',
};

function figure(change: ImportChange, value: number | null): string {
  if (change.field === 'stock') return value === null ? 'untracked' : String(value);
  if (change.field === 'vat_rate') return `${value ?? '?'}%`;
  return value === null ? '—' : formatPence(poundsToPence(value));
}

/** A refusal's problems, line by line, in the file's order. */
function problemsOf(error: Error): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  return Object.entries(error.errors)
    .sort(([a], [b]) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))
    .flatMap(([, messages]) => messages);
}

/**
 * /admin/catalogue/import: staff choose a CSV of order codes (or product ids) with stock and
 * prices, see what each line would change, then apply the whole file at once.
 */
export function CatalogueImportPage() {
  useDocumentTitle('Import stock and prices · Back office');
  const ids = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    preview.reset();
    apply.reset();
    setReadProblem(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_CSV_LENGTH) {
      setReadProblem('Please import a file of at most 1 MB.');
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    preview.mutate(text);
  };

  const onApply = () => {
    if (!file) return;
    apply.mutate(file.text, {
      onSuccess: (result) => {
        toast.success(
          `${result.changed} ${result.changed === 1 ? 'product' : 'products'} updated from ${file.name}.`,
        );
        setFile(null);
        preview.reset();
      },
    });
  };

  const refusal = apply.error ?? preview.error;
  const problems = refusal ? problemsOf(refusal) : [];
  const result: CatalogueImportResult | undefined = apply.data ?? preview.data;

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-5">
      <Link
        to="/admin/products"
        className="inline-flex items-center gap-1 text-neutral-700 text-sm hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to the products
      </Link>
      <PageHeader id={`${ids}-title`} title="Import stock and prices" />
      <div className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-5 text-sm shadow-sm">
        <p>
          A CSV file with a header row and one product a line, named by <code>order_code</code> or{' '}
          <code>product_id</code>, with any of <code>stock</code>, <code>price</code> and{' '}
          <code>member_price</code> (pounds, such as 12.50). An empty cell leaves that figure as it is;{' '}
          <code>untracked</code> stops counting a product's stock.
        </p>
        <pre className="overflow-x-auto rounded-lg bg-neutral-100 p-3 text-xs">
          {'order_code,stock,price,member_price\nW00042,120,18.50,16.25\nGIN70,untracked,,'}
        </pre>
        <div>
          <label htmlFor={`${ids}-file`} className="mb-1 block font-medium text-neutral-800">
            CSV file
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={onFile}
            aria-describedby={readProblem ? `${ids}-read` : undefined}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-3 file:py-2 file:font-medium"
          />
          {readProblem && (
            <p id={`${ids}-read`} className="mt-1.5 text-red-700">
              {readProblem}
            </p>
          )}
        </div>
      </div>

      <div aria-live="polite" className="space-y-4">
        {preview.isPending && <p className="text-neutral-700 text-sm">Checking {file?.name}…</p>}
        {refusal && (
          <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 text-sm">
            <p className="font-semibold">{refusal.message}</p>
            {problems.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {result && !refusal && (
          <ImportPreview
            result={result}
            fileName={file?.name}
            applying={apply.isPending}
            onApply={file ? onApply : undefined}
            onCancel={() => {
              setFile(null);
              preview.reset();
            }}
          />
        )}
      </div>
    </section>
  );
}

function ImportPreview({
  result,
  fileName,
  applying,
  onApply,
  onCancel,
}: {
  result: CatalogueImportResult;
  fileName: string | undefined;
  applying: boolean;
  onApply: (() => void) | undefined;
  onCancel(): void;
}) {
  const unchanged = result.lines.length - result.changed;
  return (
    <div className="space-y-3">
      <p className="font-semibold text-neutral-900">
        {result.applied ? 'Imported: ' : `${fileName ?? 'The file'} would change `}
        {result.changed} {result.changed === 1 ? 'product' : 'products'}
        {unchanged > 0 ? ` (${unchanged} already as the file says)` : ''}.
      </p>
      <DataTable
        caption="What each line of the file changes, in the file's order"
        columns={[{ label: 'Line', numeric: true }, { label: 'Product' }, { label: 'Changes' }]}
        minWidth=""
        look="ruled"
      >
        {result.lines.map((line) => (
          <tr key={line.line}>
            <td className="px-3 py-2 text-right align-top tabular-nums">{line.line}</td>
            <td className="px-3 py-2 align-top">
              <span className="mr-2 font-mono text-neutral-600 text-xs">{line.order_code}</span>
              {line.name}
            </td>
            <td className="px-3 py-2 align-top">
              {line.changes.length === 0 ? (
                <span className="text-neutral-600">No change</span>
              ) : (
                <ul className="space-y-0.5">
                  {line.changes.map((change) => (
                    <li key={change.field}>
                      {FIELD_LABELS[change.field]}: {figure(change, change.from)} →{' '}
                      {figure(change, change.to)}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {!result.applied && onApply && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={primary}
            onClick={onApply}
            disabled={applying || result.changed === 0}
          >
            {applying
              ? 'Applying…'
              : `Apply ${result.changed} ${result.changed === 1 ? 'change' : 'changes'}`}
          </button>
          <button type="button" className={secondary} onClick={onCancel} disabled={applying}>
            Choose another file
          </button>
        </div>
      )}
    </div>
  );
}
