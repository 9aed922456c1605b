import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CategoryInput, type ManagedCategory } from '../../../../domain/schemas/back-office-catalogue.ts';
import { TableScroll } from '../../../components/back-office/table-scroll.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { FormField, fieldAria, inputClass } from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { bindFields, TextField } from '../../../components/text-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useManagedCategories, useSaveCategory } from '../api/categories.ts';
import { CategoryActions } from './category-actions.tsx';

const button =
  'inline-flex items-center justify-center rounded-lg border border-neutral-300 bg-white px-3 py-1.5 font-medium text-neutral-800 text-sm hover:bg-neutral-100';
const th = 'px-3 py-2.5 text-left font-semibold text-neutral-600 text-xs uppercase tracking-wide';
const FIELDS = ['name', 'slug', 'parent_id', 'favourite', 'position'] as const;

/** Top-level categories in order, each followed by its children. */
function inTreeOrder(categories: ManagedCategory[]): ManagedCategory[] {
  const tops = categories.filter((category) => category.parent_id === null);
  return tops.flatMap((top) => [top, ...categories.filter((category) => category.parent_id === top.id)]);
}

/** /admin/categories: the two-level tree with its favourites, and a form to add or change one. */
export function CategoriesAdminPage() {
  useDocumentTitle('Categories · Back office');
  const { data, isPending, isError, refetch } = useManagedCategories();
  const [editing, setEditing] = useState<ManagedCategory | null>(null);
  const ids = useId();

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className="mb-4 font-bold text-2xl">
        Categories
      </h1>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          {isPending ? (
            <Spinner label="Loading categories" />
          ) : isError ? (
            <ErrorMessage>
              We couldn't load the categories.{' '}
              <button type="button" className="font-semibold underline" onClick={() => refetch()}>
                Try again
              </button>
            </ErrorMessage>
          ) : (
            <TableScroll
              label="Categories"
              className="rounded-2xl border border-neutral-200 bg-white shadow-sm"
            >
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">
                  Categories, each top-level one followed by its subcategories
                </caption>
                <thead className="border-neutral-200 border-b bg-neutral-50">
                  <tr>
                    <th scope="col" className={th}>
                      Name
                    </th>
                    <th scope="col" className={th}>
                      Slug
                    </th>
                    <th scope="col" className={th}>
                      Favourite
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Position
                    </th>
                    {/* Worded as the products page's filter: archived ones are not counted. */}
                    <th scope="col" className={`${th} text-right`}>
                      Products in the shop
                    </th>
                    <th scope="col" className={th}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-neutral-100">
                  {inTreeOrder(data).map((category) => (
                    <tr key={category.id} className={editing?.id === category.id ? 'bg-amber-50' : ''}>
                      <td
                        className={`px-3 py-2 ${category.parent_id === null ? 'font-semibold' : 'pl-8 text-neutral-700'}`}
                      >
                        {category.parent_id !== null && <span aria-hidden="true">↳ </span>}
                        {category.name}
                        {category.archived_at !== null && (
                          <span className="ml-2 whitespace-nowrap rounded-full bg-neutral-200 px-2 py-0.5 font-medium text-neutral-700 text-xs">
                            Archived
                          </span>
                        )}
                      </td>
                      <td className="px-3 py-2 text-neutral-600">{category.slug}</td>
                      <td className="px-3 py-2">
                        {category.favourite ? (
                          <span className="inline-flex items-center gap-1 text-amber-700">
                            <Star className="h-4 w-4 fill-current" aria-hidden="true" /> Yes
                          </span>
                        ) : (
                          <span className="text-neutral-500">No</span>
                        )}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{category.position}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{category.products_count}</td>
                      <td className="px-3 py-2 text-right">
                        <div className="flex justify-end gap-2">
                          <button
                            type="button"
                            className={button}
                            onClick={() => setEditing(category)}
                            aria-label={`Edit ${category.name}`}
                          >
                            Edit
                          </button>
                          <CategoryActions category={category} />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </div>
        <CategoryForm
          key={editing?.id ?? 'new'}
          category={editing}
          topLevel={(data ?? []).filter(
            (category) => category.parent_id === null && category.id !== editing?.id,
          )}
          onDone={() => setEditing(null)}
        />
      </div>
    </section>
  );
}

function CategoryForm({
  category,
  topLevel,
  onDone,
}: {
  category: ManagedCategory | null;
  topLevel: ManagedCategory[];
  onDone(): void;
}) {
  const idPrefix = useId();
  const save = useSaveCategory();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CategoryInput>({
    resolver: zodResolver(CategoryInput),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parent_id: category?.parent_id ?? null,
      favourite: category?.favourite ?? false,
      position: category?.position ?? 0,
    },
  });
  const field = bindFields(idPrefix, register, errors);
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { id: category?.id, input },
      {
        onSuccess: (saved) => {
          toast.success(category ? `${saved.name} is saved.` : `${saved.name} is added.`);
          reset();
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) return;
          for (const name of FIELDS) {
            const text = error.errors[name]?.[0];
            if (text) setError(name, { message: text });
          }
        },
      },
    ),
  );
  const title = category ? `Edit ${category.name}` : 'Add a category';
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      className="space-y-4 self-start rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
    >
      <h2 className="font-semibold text-lg">{title}</h2>
      <TextField label="Name" {...field('name')} />
      <TextField label="Slug" optional {...field('slug')} />
      <FormField id={`${idPrefix}-parent`} label="Parent" optional error={errors.parent_id?.message}>
        {(describedBy) => (
          <select
            id={`${idPrefix}-parent`}
            className={inputClass(Boolean(errors.parent_id))}
            {...fieldAria(Boolean(errors.parent_id), describedBy, true)}
            {...register('parent_id', {
              setValueAs: (value) => (value === '' || value == null ? null : Number(value)),
            })}
          >
            <option value="">None (top level)</option>
            {topLevel.map((top) => (
              <option key={top.id} value={top.id}>
                {top.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${idPrefix}-position`} label="Position" error={errors.position?.message}>
        {(describedBy) => (
          <input
            id={`${idPrefix}-position`}
            type="number"
            min="0"
            step="1"
            className={inputClass(Boolean(errors.position))}
            {...fieldAria(Boolean(errors.position), describedBy)}
            {...register('position', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-amber-500" {...register('favourite')} />
        Favourite (shown first in the shop)
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={save.isPending}
          className="flex-1 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black text-sm hover:bg-amber-400 disabled:opacity-60"
        >
          {save.isPending ? 'Saving…' : category ? 'Save changes' : 'Add category'}
        </button>
        {category && (
          <button type="button" className={button} onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
